// A list screen's state: its query read from the URL, the page loaded from the server, and the handlers that
// write sort and paging back to the URL.
import type * as z from 'zod';
import { ADMIN_PAGE_SIZE, type TPage, type TSortDirection } from '../../../../shared/schemas/admin-list.ts';
import { useQuery } from '../../../../components/use-query.ts';
import { adminReads } from '../../../../stores/admin-session.ts';
import { setUrlParams, useUrlQuery } from './url-params.ts';

type ListQuerySchema = z.ZodObject<{
  sort: z.ZodType<string>;
  dir: z.ZodType<TSortDirection>;
  limit: z.ZodType<number>;
}>;

export function useUrlList<S extends ListQuerySchema, Row>(
  schema: S,
  load: (query: z.output<S>) => Promise<TPage<Row>>,
) {
  const query = useUrlQuery(schema) as z.output<S> & { sort: string; dir: TSortDirection; limit: number };
  const list = useQuery(() => load(query), JSON.stringify(query), adminReads);
  rememberListPage();
  return {
    query,
    list,
    sort: {
      key: query.sort,
      dir: query.dir,
      onChange: (sort: string, dir: TSortDirection) => setUrlParams({ sort, dir }),
    },
    paging: {
      limit: query.limit,
      onPage: ({ after, before }: { after?: string; before?: string }) => {
        setUrlParams({ after: after ?? null, before: before ?? null }, { keepPage: true });
        // The new page's top, not the old page's bottom.
        document.getElementById('admin-main')?.scrollIntoView({ block: 'start' });
      },
      onLimit: (limit: number) => setUrlParams({ limit: limit === ADMIN_PAGE_SIZE ? null : limit }),
      onFirstPage: () => setUrlParams({ after: null, before: null }, { keepPage: true }),
    },
  };
}

/** The list page (search, filters, page) a record was opened from: its « Retour » goes back there. */
export const LAST_LIST_KEY = 'admin:last-list';

function rememberListPage() {
  if (typeof window === 'undefined') return;
  try {
    sessionStorage.setItem(LAST_LIST_KEY, location.pathname + location.search);
  } catch {
    // Storage refused (private mode): « Retour » goes to the list's first page.
  }
}

export function lastListPage(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const path = sessionStorage.getItem(LAST_LIST_KEY);
    return path && path.startsWith('/admin') && !path.startsWith('/admin/wedding/') ? path : null;
  } catch {
    return null;
  }
}
