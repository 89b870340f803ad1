// /admin/confidentialite: « Journal d'audit » (every administrator's write, searched, filtered, paged by the
// server, exported as CSV) and « Conservation des données » (the periods the nightly job enforces).
import { useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import Tabs from '../../../components/ui/Tabs.tsx';
import { adminPrivacyMessages } from '../../../shared/messages/admin-privacy.ts';
import { t } from '../../../shared/messages/index.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { AUDIT_TARGET_TYPES, ZAdminAuditQuery, type TAuditEntry } from '../../../shared/schemas/audit.ts';
import { DataTable, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { useUrlList } from './data-table/use-url-list.ts';
import { frDateTime } from './format.ts';
import { RetentionSettingsTab } from './RetentionSettingsTab.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';

export default function PrivacyScreen() {
  return (
    <div>
      <PageHeader title={t('audit.page.title')} />
      <Tabs
        label={t('audit.page.title')}
        idPrefix="privacy"
        items={[
          { key: 'log', label: t('audit.tab.log'), content: () => <AuditLogTab /> },
          { key: 'retention', label: t('audit.tab.retention'), content: () => <RetentionSettingsTab /> },
        ]}
      />
    </div>
  );
}

/** An action id as French words (`page.update` -> « Page modifiée »); an id the catalogue does not know stays as is. */
function actionLabel(action: string): string {
  const key = `audit.action.${action}`;
  return key in adminPrivacyMessages ? t(key as keyof typeof adminPrivacyMessages) : action;
}

function auditColumns(): Column<TAuditEntry>[] {
  return [
    {
      key: 'createdAt',
      header: t('audit.col.createdAt'),
      sort: 'createdAt',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (e) => frDateTime(e.createdAt),
    },
    { key: 'actor', header: t('audit.col.actor'), sort: 'actor', cell: (e) => e.actorLabel },
    {
      key: 'action',
      header: t('audit.col.action'),
      sort: 'action',
      cell: (e) => <span title={e.action}>{actionLabel(e.action)}</span>,
    },
    {
      key: 'target',
      header: t('audit.col.target'),
      cell: (e) => (
        <>
          <span className="block">{e.targetLabel ?? t(`audit.target.${e.targetType}`)}</span>
          {e.targetLabel && (
            <span className="block text-xs text-base-content/75">{t(`audit.target.${e.targetType}`)}</span>
          )}
        </>
      ),
    },
    {
      key: 'targetId',
      header: t('audit.col.targetId'),
      className: 'break-all',
      cell: (e) => e.targetId ?? t('audit.nothing'),
    },
  ];
}

function AuditLogTab() {
  const { query, list, sort, paging } = useUrlList(ZAdminAuditQuery, (q) => adminApi.auditLog(q));
  const [viewing, setViewing] = useState<TAuditEntry | null>(null);
  return (
    <div>
      <p className="mb-3 text-sm text-base-content/75">{t('audit.subtitle')}</p>
      <div className="mb-3 flex justify-end">
        <a className="btn btn-outline btn-sm" href={adminApi.auditExportUrl(query)} download data-testid="audit-export">
          {t('audit.export')}
        </a>
      </div>
      <ListToolbar
        search={{ value: query.q, placeholder: t('audit.search'), testId: 'audit-search' }}
        filters={[
          {
            key: 'target',
            label: t('audit.filter.target'),
            value: query.target,
            testId: 'audit-target-filter',
            options: AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.target.${type}`) })),
          },
        ]}
      />
      <DataTable
        label={t('audit.title')}
        columns={auditColumns()}
        list={list}
        rowKey={(e) => e.id}
        rowAction={{ open: setViewing, label: (e) => `${t('audit.view')} : ${actionLabel(e.action)}` }}
        sort={sort}
        paging={paging}
        empty={t('audit.empty')}
        testId="audit-table"
        rowTestId="audit-row"
      />
      <Modal
        closeButton
        open={viewing !== null}
        title={t('audit.view')}
        onClose={() => setViewing(null)}
        testId="audit-view"
      >
        {viewing && (
          <div className="space-y-3 text-sm">
            <p>
              {frDateTime(viewing.createdAt)} — {viewing.actorLabel} — {actionLabel(viewing.action)} (
              <code>{viewing.action}</code>)
            </p>
            {viewing.targetLabel && (
              <p>
                {t('audit.col.record')} : <strong data-testid="audit-record">{viewing.targetLabel}</strong>
              </p>
            )}
            <AuditDiff before={viewing.before} after={viewing.after} />
          </div>
        )}
      </Modal>
    </div>
  );
}

type Fields = Record<string, unknown>;
const asFields = (v: unknown): Fields | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : null;
const shown = (v: unknown) =>
  v === undefined || v === null ? t('audit.nothing') : typeof v === 'string' ? v : JSON.stringify(v);

/** « Avant » and « après » side by side, only the fields that changed (every field for a creation or a deletion). */
function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const b = asFields(before);
  const a = asFields(after);
  if (!b && !a) {
    return (
      <>
        <JsonBlock title={t('audit.before')} value={before} />
        <JsonBlock title={t('audit.after')} value={after} />
      </>
    );
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter(
    (k) => k !== 'updatedAt' && JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]),
  );
  if (keys.length === 0) return <p>{t('audit.diff.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="audit-diff">
        <thead>
          <tr>
            <th scope="col">{t('audit.diff.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k}>
              <th scope="row" className="font-mono text-xs">
                {k}
              </th>
              <td className="break-all">{shown(b?.[k])}</td>
              <td className="break-all font-medium">{shown(a?.[k])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-box bg-base-200 p-2 text-xs">
        {value == null ? t('audit.nothing') : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
