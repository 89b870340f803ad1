// Pricing, « Codes promo » tab: the create panel, the list (searched, filtered, sorted and paged by the server),
// a row opening its edit dialog, the active switch and deletion.
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../../components/ui/ConfirmDialog.tsx';
import Modal from '../../../../components/ui/Modal.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { adminApi } from '../../../../lib/admin-api.ts';
import { t } from '../../../../shared/messages/index.ts';
import { ZAdminDiscountsQuery, type TDiscountCode } from '../../../../shared/schemas/admin-pricing.ts';
import { showError, showToast } from '../../../../stores/toasts.ts';
import { DataTable, type Column } from '../data-table/DataTable.tsx';
import { ListToolbar } from '../data-table/ListToolbar.tsx';
import { useUrlList } from '../data-table/use-url-list.ts';
import { frDate } from '../format.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Section } from '../../../../components/ui/Section.tsx';
import { DANGER_BUTTON } from '../../../../components/ui/tones.ts';
import {
  canSubmit,
  describeValue,
  DiscountFields,
  EMPTY_FORM,
  formFromCode,
  payload,
  usageText,
  type DiscountForm,
} from './discount-form.tsx';

export default function DiscountsTab() {
  const { query, list, sort, paging } = useUrlList(ZAdminDiscountsQuery, (q) => adminApi.discounts(q));
  const [form, setForm] = useState<DiscountForm>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<TDiscountCode | null>(null);
  const [deleting, setDeleting] = useState<TDiscountCode | null>(null);

  async function create(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit(form)) return;
    setBusy(true);
    try {
      await adminApi.createDiscount(payload(form));
      list.reload();
      setForm(EMPTY_FORM);
      showToast({ title: t('admin.pricing.discount.created') });
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function switchActive(code: TDiscountCode, isActive: boolean) {
    try {
      await adminApi.updateDiscount(code.id, { isActive });
      list.reload();
      showToast({ title: t('admin.pricing.discount.updated') });
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await adminApi.deleteDiscount(deleting.id);
      list.reload();
      showToast({ title: t('admin.pricing.discount.deleted') });
      setDeleting(null);
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    }
  }

  const columns: Column<TDiscountCode>[] = [
    {
      key: 'code',
      header: t('admin.pricing.discount.code'),
      sort: 'code',
      className: 'font-mono',
      cell: (c) => c.code,
    },
    {
      key: 'value',
      header: t('admin.pricing.discount.value'),
      cell: (c) => <Badge tone="primary">{describeValue(c)}</Badge>,
    },
    {
      key: 'usage',
      header: t('admin.pricing.discount.usageColumn'),
      sort: 'usage',
      firstDirection: 'desc',
      cell: usageText,
    },
    {
      key: 'expiresAt',
      header: t('admin.pricing.discount.expiresAt'),
      sort: 'expiresAt',
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-1">
          {c.expiresAt ? frDate(c.expiresAt) : '—'}
          {c.expired && <Badge tone="error">{t('admin.pricing.discount.expired')}</Badge>}
        </span>
      ),
    },
    {
      key: 'active',
      header: t('admin.pricing.discount.active'),
      cell: (c) => (
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary"
          checked={c.isActive}
          aria-checked={c.isActive}
          aria-label={`${t('admin.pricing.discount.active')} : ${c.code}`}
          onChange={(e) => void switchActive(c, e.target.checked)}
          data-testid="discount-active"
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin.actions'),
      cell: (c) => (
        <button type="button" className={DANGER_BUTTON} onClick={() => setDeleting(c)} data-testid="discount-delete">
          {t('admin.delete')}
        </button>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <Section title={t('admin.pricing.discount.createTitle')} testId="discount-create">
        <form onSubmit={create} noValidate>
          <DiscountFields form={form} onChange={setForm} idPrefix="new-discount" />
          <button
            type="submit"
            className="btn btn-primary mt-4"
            disabled={busy || !canSubmit(form)}
            data-testid="discount-create-submit"
          >
            {t('admin.pricing.discount.create')}
          </button>
        </form>
      </Section>
      <Section title={t('admin.pricing.discount.list')}>
        <ListToolbar
          search={{
            value: query.q,
            placeholder: t('admin.pricing.discount.searchPlaceholder'),
            testId: 'discounts-search',
          }}
          filters={[
            {
              key: 'state',
              label: t('admin.pricing.discount.state'),
              value: query.state,
              testId: 'discounts-state-filter',
              options: [
                { value: 'usable', label: t('admin.pricing.discount.state.usable') },
                { value: 'inactive', label: t('admin.pricing.discount.state.inactive') },
                { value: 'expired', label: t('admin.pricing.discount.state.expired') },
              ],
            },
          ]}
        />
        <DataTable
          label={t('admin.pricing.discount.list')}
          columns={columns}
          list={list}
          rowKey={(c) => c.id}
          rowAction={{ open: setEditing, label: (c) => t('admin.pricing.discount.editCode', { code: c.code }) }}
          rowProps={(c) => ({ 'data-code': c.code })}
          sort={sort}
          paging={paging}
          empty={t('admin.pricing.discount.empty')}
          testId="discounts-table"
          rowTestId="discount-item"
        />
      </Section>
      {editing && (
        <DiscountDialog
          key={editing.id}
          code={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            list.reload();
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.delete')}
        message={deleting ? t('admin.pricing.discount.confirmDelete', { code: deleting.code }) : ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function DiscountDialog({ code, onClose, onSaved }: { code: TDiscountCode; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<DiscountForm>(() => formFromCode(code));
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const p = payload(form);
      await adminApi.updateDiscount(code.id, { ...p, usageLimit: p.usageLimit ?? null });
      showToast({ title: t('admin.pricing.discount.updated') });
      onSaved();
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('admin.pricing.discount.editCode', { code: code.code })}
      onClose={onClose}
      busy={busy}
      testId="discount-dialog"
    >
      <p className="mb-3 text-sm text-base-content/75">{usageText(code)}</p>
      <form onSubmit={save} noValidate>
        <DiscountFields form={form} onChange={setForm} idPrefix={`discount-${code.id}`} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || !canSubmit(form)}
            data-testid="discount-save"
          >
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
