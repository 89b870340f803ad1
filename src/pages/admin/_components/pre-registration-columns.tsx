// The pre-registrations list's columns, shared by /admin/pre-inscriptions and the dashboard's preview.
import { t } from '../../../shared/messages/index.ts';
import type { TAdminPreRegistrationRow } from '../../../shared/schemas/admin.ts';
import type { Column } from './data-table/DataTable.tsx';
import { frDateTime, weddingDate } from './format.ts';

export const preRegistrationName = (r: TAdminPreRegistrationRow) => [r.firstName, r.lastName].filter(Boolean).join(' ');

export function preRegistrationColumns(): Column<TAdminPreRegistrationRow>[] {
  return [
    { key: 'name', header: t('admin.preRegistrations.col.name'), sort: 'name', cell: preRegistrationName },
    {
      key: 'email',
      header: t('admin.preRegistrations.col.email'),
      sort: 'email',
      className: 'break-all',
      cell: (r) => r.email,
    },
    {
      key: 'weddingDate',
      header: t('admin.preRegistrations.col.weddingDate'),
      sort: 'weddingDate',
      cell: (r) => (r.weddingDate ? weddingDate(r.weddingDate) : '—'),
    },
    {
      key: 'createdAt',
      header: t('admin.preRegistrations.col.createdAt'),
      sort: 'createdAt',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (r) => frDateTime(r.createdAt),
    },
  ];
}
