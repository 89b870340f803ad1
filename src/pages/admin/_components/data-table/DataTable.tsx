// The one table of the back office, used by every list: sortable headers (sorted by the server), cursor paging,
// clickable rows, loading / empty / error states, and cards instead of a table under 640 px.
import { type MouseEvent, type ReactNode } from 'react';
import { useClientValue } from '../../../../components/use-client-value.ts';
import { t } from '../../../../shared/messages/index.ts';
import type { TPage, TSortDirection } from '../../../../shared/schemas/admin-list.ts';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin-list.ts';
import { count } from '../format.ts';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key of this column, when it can be sorted. */
  sort?: string;
  /** The direction of a first click on this column (dates and counts: newest / largest first). */
  firstDirection?: TSortDirection;
  align?: 'end';
  /** Left out of the cards (small screens), e.g. what the card's title already says. */
  cardHidden?: boolean;
  className?: string;
};

/** What a row opens: a page (a link) or something on this page (a button, e.g. a dialog). */
export type RowAction<Row> =
  | { href: (row: Row) => string; label?: (row: Row) => string }
  | { open: (row: Row) => void; label: (row: Row) => string };

export type ListState<Row> = { data: TPage<Row> | undefined; error: unknown; loading: boolean; reload: () => void };

/** Rows already at hand (a ranking, a computed grid) shown by the same table, without paging. */
export function staticList<Row>(rows: readonly Row[]): ListState<Row> {
  return {
    data: { rows: [...rows], total: rows.length, offset: 0, nextCursor: null, prevCursor: null },
    error: null,
    loading: false,
    reload: () => undefined,
  };
}

type DataTableProps<Row> = {
  /** The table's accessible name (its caption for screen readers). */
  label: string;
  columns: Column<Row>[];
  list: ListState<Row>;
  rowKey: (row: Row) => string | number;
  /** Its first column becomes the row's link or button; a click anywhere on the row does the same. */
  rowAction?: RowAction<Row>;
  rowProps?: (row: Row) => Record<string, string>;
  sort?: { key: string; dir: TSortDirection; onChange: (key: string, dir: TSortDirection) => void };
  /** Without it (dashboard previews), no paging controls. */
  paging?: {
    limit: number;
    onPage: (cursor: { after?: string; before?: string }) => void;
    onLimit: (limit: number) => void;
    onFirstPage: () => void;
  };
  empty: string;
  testId?: string;
  rowTestId?: string;
  /** Cards whatever the width (a narrow dialog). */
  cardsOnly?: boolean;
};

const readWide = () => window.matchMedia(WIDE).matches;
const WIDE = '(min-width: 640px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useWide(): boolean {
  return useClientValue(subscribeToWidth, readWide, true);
}

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="switch"]';

export function DataTable<Row>({
  label,
  columns,
  list,
  rowKey,
  rowAction,
  rowProps,
  sort,
  paging,
  empty,
  testId,
  rowTestId,
  cardsOnly = false,
}: DataTableProps<Row>) {
  const wide = useWide() && !cardsOnly;
  const page = list.data;

  if (!page) {
    return list.error ? <ListError list={list} paging={paging} /> : <LoadingState />;
  }

  /** A click on the row that was not on one of its own controls: what its first cell offers. */
  function onRowClick(event: MouseEvent<HTMLElement>) {
    if (!rowAction) return;
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    event.currentTarget.querySelector<HTMLElement>('[data-row-primary]')?.click();
  }

  function primary(row: Row, content: ReactNode): ReactNode {
    if (!rowAction) return content;
    if ('href' in rowAction) {
      return (
        <a
          href={rowAction.href(row)}
          className="link-hover font-medium"
          data-row-primary
          aria-label={rowAction.label?.(row)}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className="link-hover cursor-pointer text-left font-medium"
        data-row-primary
        onClick={() => rowAction.open(row)}
        aria-label={rowAction.label(row)}
      >
        {content}
      </button>
    );
  }

  const [first, ...rest] = columns;
  const busy = list.loading;
  const clickable = rowAction ? 'cursor-pointer hover:bg-base-200/70' : '';

  return (
    <div className="relative" data-testid={testId} aria-busy={busy}>
      {list.error ? <ListError list={list} paging={paging} /> : null}
      {page.rows.length === 0 ? (
        <EmptyState text={empty} />
      ) : wide ? (
        // A region the keyboard can reach: a wide table scrolls inside it, never the page.
        <div
          className="overflow-x-auto rounded-box border border-base-300"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <table className={`table ${busy ? 'opacity-60' : ''}`}>
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} sort={sort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={clickable}
                  onClick={onRowClick}
                  data-testid={rowTestId}
                  {...rowProps?.(row)}
                >
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={`${column.align === 'end' ? 'text-right' : ''} ${column.className ?? ''}`}
                    >
                      {index === 0 ? primary(row, column.cell(row)) : column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          {sort && <CardSort columns={columns} sort={sort} />}
          <ul className={`space-y-3 ${busy ? 'opacity-60' : ''}`} aria-label={label}>
            {page.rows.map((row) => (
              <li
                key={rowKey(row)}
                className={`rounded-box border border-base-300 bg-base-100 p-4 ${clickable}`}
                onClick={onRowClick}
                data-testid={rowTestId}
                {...rowProps?.(row)}
              >
                <div className="mb-2 break-words">{first && primary(row, first.cell(row))}</div>
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
                  {rest
                    .filter((column) => !column.cardHidden)
                    .map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="text-base-content/75">{column.header}</dt>
                        <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {busy && (
        <div
          className="pointer-events-none absolute inset-0 flex items-start justify-center pt-10"
          role="status"
          aria-live="polite"
        >
          <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
          <span className="sr-only">{t('admin.loading')}</span>
        </div>
      )}
      {paging && <Pager page={page} paging={paging} />}
    </div>
  );
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort: DataTableProps<Row>['sort'] }) {
  const align = column.align === 'end' ? 'text-right' : '';
  if (!sort || !column.sort) return <th className={align}>{column.header}</th>;
  const active = sort.key === column.sort;
  const next: TSortDirection = active ? (sort.dir === 'asc' ? 'desc' : 'asc') : (column.firstDirection ?? 'asc');
  return (
    <th className={align} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className={`inline-flex cursor-pointer items-center gap-1 font-semibold hover:underline ${active ? 'text-base-content' : ''}`}
        onClick={() => sort.onChange(column.sort!, next)}
        title={t('admin.list.sortBy', { column: column.header })}
      >
        {column.header}
        <span aria-hidden="true" className={active ? '' : 'opacity-40'}>
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Under 640 px there are no headers to click: the sort is a choice above the cards. */
function CardSort<Row>({ columns, sort }: { columns: Column<Row>[]; sort: NonNullable<DataTableProps<Row>['sort']> }) {
  const sortable = columns.filter((c) => c.sort);
  if (sortable.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      <label className="fieldset min-w-0 flex-1 py-0">
        <span className="fieldset-legend pt-0">{t('admin.list.sort')}</span>
        <select className="select w-full" value={sort.key} onChange={(e) => sort.onChange(e.target.value, sort.dir)}>
          {sortable.map((c) => (
            <option key={c.key} value={c.sort}>
              {c.header}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => sort.onChange(sort.key, sort.dir === 'asc' ? 'desc' : 'asc')}
        aria-label={t(sort.dir === 'asc' ? 'admin.list.ascending' : 'admin.list.descending')}
      >
        {sort.dir === 'asc' ? '▲' : '▼'}{' '}
        {t(sort.dir === 'asc' ? 'admin.list.ascendingShort' : 'admin.list.descendingShort')}
      </button>
    </div>
  );
}

function Pager<Row>({ page, paging }: { page: TPage<Row>; paging: NonNullable<DataTableProps<Row>['paging']> }) {
  const from = page.rows.length === 0 ? 0 : page.offset + 1;
  const to = page.offset + page.rows.length;
  return (
    <nav className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t('admin.list.pages')}>
      <p aria-live="polite" data-testid="list-range">
        {t('admin.list.range', { from: count(from), to: count(to), total: count(page.total) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <span>{t('admin.list.perPage')}</span>
          <select
            className="select select-sm w-20"
            value={paging.limit}
            onChange={(e) => paging.onLimit(Number(e.target.value))}
          >
            {[...new Set([ADMIN_PAGE_SIZE, 50, ADMIN_PAGE_MAX, paging.limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </label>
        <div className="join">
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={!page.prevCursor}
            onClick={() => paging.onPage({ before: page.prevCursor! })}
            data-testid="list-previous"
          >
            ← {t('admin.list.previous')}
          </button>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={!page.nextCursor}
            onClick={() => paging.onPage({ after: page.nextCursor! })}
            data-testid="list-next"
          >
            {t('admin.list.next')} →
          </button>
        </div>
      </div>
    </nav>
  );
}

function ListError<Row>({ list, paging }: { list: ListState<Row>; paging: DataTableProps<Row>['paging'] }) {
  return (
    <div className="mb-3 space-y-2">
      <ErrorState error={list.error} onRetry={list.reload} />
      {paging && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={paging.onFirstPage}>
          {t('admin.list.firstPage')}
        </button>
      )}
    </div>
  );
}
