// /admin/messages: every exchange (a guest's question with the assistant's reply, or an automatic message),
// searched, filtered (kind, answered, one wedding), sorted and paged by the server with its state in the URL;
// a row opens the wedding's page.
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ADMIN_MESSAGE_KINDS, ZAdminMessagesQuery, type TAdminMessageRow } from '../../../shared/schemas/admin.ts';
import { DataTable, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { setUrlParams } from './data-table/url-params.ts';
import { useUrlList } from './data-table/use-url-list.ts';
import { messageColumns } from './message-columns.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { weddingHref } from './wedding-columns.tsx';

export default function MessagesScreen() {
  const { query, list, sort, paging } = useUrlList(ZAdminMessagesQuery, (q) => adminApi.messages(q));
  // The wedding a link filtered on, named in its chip.
  const wedding = useQuery(
    () => (query.wedding ? adminApi.wedding(query.wedding) : Promise.resolve(null)),
    `wedding-chip-${query.wedding ?? ''}`,
    adminReads,
  );

  const onlyThis: Column<TAdminMessageRow> = {
    key: 'filter',
    header: t('admin.actions'),
    cardHidden: true,
    cell: (m) =>
      query.wedding === m.wedding.id ? null : (
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setUrlParams({ wedding: m.wedding.id })}>
          {t('admin.messagesPage.onlyThisWedding')}
        </button>
      ),
  };

  const chipName = wedding.data ? `${wedding.data.brideName} & ${wedding.data.groomName}` : `#${query.wedding}`;
  return (
    <div>
      <PageHeader title={t('admin.messagesPage.title')} subtitle={t('admin.messagesPage.subtitle')} />
      <ListToolbar
        search={{ value: query.q, placeholder: t('admin.messagesPage.searchPlaceholder'), testId: 'messages-search' }}
        filters={[
          {
            key: 'kind',
            label: t('admin.messagesPage.filter.kind'),
            value: query.kind,
            testId: 'messages-kind-filter',
            options: [
              ...ADMIN_MESSAGE_KINDS.map((kind) => ({ value: kind, label: t(`admin.messagesPage.kinds.${kind}`) })),
            ],
          },
          {
            key: 'answered',
            label: t('admin.messagesPage.filter.answer'),
            value: query.answered,
            testId: 'messages-answer-filter',
            options: [
              { value: 'answered', label: t('admin.messagesPage.answered') },
              { value: 'unanswered', label: t('admin.messagesPage.unanswered') },
            ],
          },
        ]}
        chips={
          query.wedding ? [{ key: 'wedding', label: t('admin.messagesPage.weddingChip', { names: chipName }) }] : []
        }
      />
      <DataTable
        label={t('admin.messagesPage.title')}
        columns={[...messageColumns(), onlyThis]}
        list={list}
        rowKey={(m) => m.id}
        rowAction={{ href: (m) => weddingHref(m.wedding) }}
        sort={sort}
        paging={paging}
        empty={t('admin.messagesPage.empty')}
        testId="message-table"
        rowTestId="message-row"
      />
    </div>
  );
}
