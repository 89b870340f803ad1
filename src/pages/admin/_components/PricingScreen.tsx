// /admin/pricing: plan edit panels, discount codes (create; the list searched, filtered, sorted and paged by the
// server, a row opening its edit dialog; switch, delete), and the second pricing screen of the spec as tabs
// computed from the real plans: regional pricing, promotions, pricing analytics. The tab is in the URL.
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog.tsx';
import Modal from '../../../components/Modal.tsx';
import Tabs from '../../../components/Tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { formatPlanPrice, planPeriodLabel } from '../../../shared/pricing.ts';
import { t } from '../../../shared/messages/index.ts';
import { tPlural } from '../../../shared/messages/plural.ts';
import {
  ANNUAL_DISCOUNT,
  featuresFromText,
  REGIONAL_MULTIPLIERS,
  ZAdminDiscountsQuery,
  type TAdminPricingAnalytics,
  type TDiscountCode,
  type TDiscountType,
} from '../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../shared/schemas/pricing.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { DataTable, staticList, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { setUrlParams, useUrlSearch } from './data-table/url-params.ts';
import { useUrlList } from './data-table/use-url-list.ts';
import { count, euros, frDate, percent } from './format.ts';
import { showFailure } from './feedback.ts';
import { Badge, DANGER_BUTTON, EmptyState, PageHeader, QueryView, Section, Toggle } from './ui.tsx';
import { useAdminQuery, type AdminQuery } from './use-admin-query.ts';

const TABS = ['plans', 'discounts', 'regional', 'promotions', 'analytics'] as const;
type PricingTab = (typeof TABS)[number];

export default function PricingScreen() {
  const plans = useAdminQuery(() => adminApi.plans(), 'plans');
  const raw = useUrlSearch().get('tab');
  const tab: PricingTab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as PricingTab) : 'plans';
  return (
    <div>
      <PageHeader title={t('admin.pricing.title')} subtitle={t('admin.pricing.subtitle')} />
      <Tabs
        label={t('admin.pricing.title')}
        idPrefix="pricing"
        wrap
        active={tab}
        // Another tab is another view: the list's own parameters do not follow.
        onSelect={(key) => setUrlParams({ tab: key === 'plans' ? null : key, q: null, state: null, sort: null, dir: null, limit: null })}
        items={[
          { key: 'plans', label: t('admin.pricing.tab.plans'), content: () => <PlansTab plans={plans} /> },
          { key: 'discounts', label: t('admin.pricing.tab.discounts'), content: () => <DiscountsTab /> },
          { key: 'regional', label: t('admin.pricing.tab.regional'), content: () => <RegionalTab plans={plans} /> },
          { key: 'promotions', label: t('admin.pricing.tab.promotions'), content: () => <PromotionsTab plans={plans} /> },
          { key: 'analytics', label: t('admin.pricing.tab.analytics'), content: () => <PricingAnalyticsTab plans={plans} /> },
        ]}
      />
    </div>
  );
}

// ---------- plans ----------

function PlansTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  return (
    <QueryView query={plans}>
      {(list) => (
        <div className="space-y-3">
          {list.map((plan) => (
            <PlanPanel key={plan.id} plan={plan} onSaved={(saved) => plans.setData((l) => l?.map((p) => (p.id === saved.id ? saved : p)))} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function PlanPanel({ plan, onSaved }: { plan: TPricingPlan; onSaved: (plan: TPricingPlan) => void }) {
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description);
  const [price, setPrice] = useState(String(plan.price));
  const [features, setFeatures] = useState(plan.features.join('\n'));
  const [isActive, setIsActive] = useState(plan.isActive);
  const [busy, setBusy] = useState(false);
  const id = `plan-${plan.id}`;

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await adminApi.updatePlan(plan.id, {
        name,
        description,
        price: Number(price.replace(',', '.')),
        features: featuresFromText(features),
        isActive,
      });
      onSaved(saved);
      setFeatures(saved.features.join('\n'));
      showToast({ title: t('admin.pricing.plan.updated') });
    } catch (error) {
      showFailure(t('admin.pricing.plan.updateFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="collapse-arrow collapse border border-base-300 bg-base-100" data-testid="plan-panel" data-plan={plan.type}>
      <summary className="collapse-title flex flex-wrap items-center gap-3 font-semibold">
        <span>{plan.name}</span>
        <span className="font-mono">
          {formatPlanPrice(plan)}
          {planPeriodLabel(plan)}
        </span>
        {!plan.isActive && <Badge tone="neutral">{t('admin.pricing.plan.hidden')}</Badge>}
        {!plan.isAvailable && <Badge tone="warning">{t('admin.pricing.plan.unavailable')}</Badge>}
      </summary>
      <form className="collapse-content grid gap-2" onSubmit={save}>
        <label className="fieldset py-0" htmlFor={`${id}-name`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.name')}</span>
        </label>
        <input id={`${id}-name`} className="input w-full" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        <label className="fieldset py-0" htmlFor={`${id}-description`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.description')}</span>
        </label>
        <textarea id={`${id}-description`} className="textarea w-full" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={500} />
        <label className="fieldset py-0" htmlFor={`${id}-price`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.price')}</span>
        </label>
        <input id={`${id}-price`} type="number" min={0} step="0.01" className="input w-40" value={price} onChange={(e) => setPrice(e.target.value)} required />
        <label className="fieldset py-0" htmlFor={`${id}-features`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.features')}</span>
        </label>
        <textarea id={`${id}-features`} className="textarea w-full" rows={6} value={features} onChange={(e) => setFeatures(e.target.value)} />
        <div className="my-2">
          <Toggle id={`${id}-active`} label={t('admin.pricing.plan.active')} checked={isActive} onChange={setIsActive} />
        </div>
        <div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !name.trim() || price.trim() === ''}>
            {busy ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </details>
  );
}

// ---------- discount codes ----------

type DiscountForm = {
  code: string;
  type: TDiscountType;
  value: string;
  description: string;
  usageLimit: string;
  expiresAt: string;
  applicablePlans: string[];
};

const EMPTY_FORM: DiscountForm = { code: '', type: 'percentage', value: '', description: '', usageLimit: '', expiresAt: '', applicablePlans: [] };
const PLAN_TYPES = ['couple', 'wedding_planner'] as const;

function formFromCode(code: TDiscountCode): DiscountForm {
  return {
    code: code.code,
    type: code.type,
    value: String(code.value),
    description: code.description ?? '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    expiresAt: code.expiresAt ?? '',
    applicablePlans: code.applicablePlans,
  };
}

/** The payload of a form: the code upper-cased, an empty usage limit sent as undefined (spec 001 section 5). */
function payload(form: DiscountForm) {
  return {
    code: form.code.trim().toUpperCase(),
    type: form.type,
    value: Number(form.value.replace(',', '.')),
    description: form.description.trim() || null,
    usageLimit: form.usageLimit.trim() === '' ? undefined : Number(form.usageLimit),
    expiresAt: form.expiresAt || null,
    applicablePlans: form.applicablePlans as ('couple' | 'wedding_planner')[],
  };
}

function canSubmit(form: DiscountForm): boolean {
  const value = Number(form.value.replace(',', '.'));
  return form.code.trim() !== '' && Number.isFinite(value) && value !== 0;
}

function DiscountFields({ form, onChange, idPrefix }: { form: DiscountForm; onChange: (form: DiscountForm) => void; idPrefix: string }) {
  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-code`}>
          {t('admin.pricing.discount.code')}
        </label>
        <input id={`${idPrefix}-code`} className="input w-full font-mono uppercase" value={form.code} onChange={(e) => set('code', e.target.value.toUpperCase())} maxLength={32} data-testid="discount-code" />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-type`}>
          {t('admin.pricing.discount.type')}
        </label>
        <select id={`${idPrefix}-type`} className="select w-full" value={form.type} onChange={(e) => set('type', e.target.value as TDiscountType)} data-testid="discount-type">
          <option value="percentage">{t('admin.pricing.discount.type.percentage')}</option>
          <option value="fixed_amount">{t('admin.pricing.discount.type.fixed_amount')}</option>
        </select>
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-value`}>
          {form.type === 'percentage' ? t('admin.pricing.discount.valuePercent') : t('admin.pricing.discount.valueEuros')}
        </label>
        <input
          id={`${idPrefix}-value`}
          type="number"
          min={0}
          step={form.type === 'percentage' ? 1 : 0.01}
          className="input w-full"
          value={form.value}
          onChange={(e) => set('value', e.target.value)}
          data-testid="discount-value"
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-limit`}>
          {t('admin.pricing.discount.usageLimit')}
        </label>
        <input
          id={`${idPrefix}-limit`}
          type="number"
          min={1}
          step={1}
          className="input w-full"
          value={form.usageLimit}
          placeholder={t('admin.pricing.discount.usageLimitHint')}
          onChange={(e) => set('usageLimit', e.target.value)}
          data-testid="discount-limit"
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-expires`}>
          {t('admin.pricing.discount.expiresAt')}
        </label>
        <input id={`${idPrefix}-expires`} type="date" className="input w-full" value={form.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-description`}>
          {t('admin.pricing.discount.description')}
        </label>
        <input id={`${idPrefix}-description`} className="input w-full" value={form.description} onChange={(e) => set('description', e.target.value)} maxLength={300} />
      </div>
      <fieldset className="fieldset sm:col-span-2">
        <legend className="fieldset-legend">{t('admin.pricing.discount.applicablePlans')}</legend>
        <div className="flex flex-wrap gap-4">
          {PLAN_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={form.applicablePlans.includes(type)}
                onChange={(e) => set('applicablePlans', e.target.checked ? [...form.applicablePlans, type] : form.applicablePlans.filter((p) => p !== type))}
              />
              {t(`admin.users.type.${type}`)}
            </label>
          ))}
          <span className="text-sm text-base-content/75">{form.applicablePlans.length === 0 && t('admin.pricing.discount.allPlans')}</span>
        </div>
      </fieldset>
    </div>
  );
}

function describeValue(code: TDiscountCode): string {
  return code.type === 'percentage' ? `-${code.value} %` : `-${euros(Math.round(code.value * 100))}`;
}

function usageText(code: TDiscountCode): string {
  return code.usageLimit === null
    ? tPlural('admin.pricing.discount.usage', code.usageCount)
    : tPlural('admin.pricing.discount.usageOf', code.usageCount, { limit: count(code.usageLimit) });
}

function isExpired(code: TDiscountCode): boolean {
  return code.expiresAt !== null && code.expiresAt < new Date().toISOString().slice(0, 10);
}

function DiscountsTab() {
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
    { key: 'code', header: t('admin.pricing.discount.code'), sort: 'code', className: 'font-mono', cell: (c) => c.code },
    { key: 'value', header: t('admin.pricing.discount.value'), cell: (c) => <Badge tone="primary">{describeValue(c)}</Badge> },
    { key: 'usage', header: t('admin.pricing.discount.usageColumn'), sort: 'usage', firstDirection: 'desc', cell: usageText },
    {
      key: 'expiresAt',
      header: t('admin.pricing.discount.expiresAt'),
      sort: 'expiresAt',
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-1">
          {c.expiresAt ? frDate(c.expiresAt) : '—'}
          {isExpired(c) && <Badge tone="error">{t('admin.pricing.discount.expired')}</Badge>}
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
          <button type="submit" className="btn btn-primary mt-4" disabled={busy || !canSubmit(form)} data-testid="discount-create-submit">
            {t('admin.pricing.discount.create')}
          </button>
        </form>
      </Section>
      <Section title={t('admin.pricing.discount.list')}>
        <ListToolbar
          search={{ value: query.q, placeholder: t('admin.pricing.discount.searchPlaceholder'), testId: 'discounts-search' }}
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
    <Modal open title={t('admin.pricing.discount.editCode', { code: code.code })} onClose={onClose} busy={busy} testId="discount-dialog">
      <p className="mb-3 text-sm text-base-content/75">{usageText(code)}</p>
      <form onSubmit={save} noValidate>
        <DiscountFields form={form} onChange={setForm} idPrefix={`discount-${code.id}`} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !canSubmit(form)} data-testid="discount-save">
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

// ---------- second pricing screen ----------

type RegionRow = (typeof REGIONAL_MULTIPLIERS)[number];

function RegionalTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  return (
    <QueryView query={plans}>
      {(list) => {
        const paid = list.filter((p) => p.priceCents > 0);
        const columns: Column<RegionRow>[] = [
          { key: 'country', header: t('admin.pricing.regional.country'), cell: (r) => r.country },
          { key: 'multiplier', header: t('admin.pricing.regional.multiplier'), cell: (r) => `× ${r.multiplier.toLocaleString('fr-FR')}` },
          { key: 'currency', header: t('admin.pricing.regional.currency'), cell: (r) => r.currency },
          ...paid.map(
            (p): Column<RegionRow> => ({
              key: `plan-${p.id}`,
              header: p.name,
              align: 'end',
              className: 'font-mono',
              cell: (r) => `${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: r.currency }).format((p.priceCents * r.multiplier) / 100)}${planPeriodLabel(p)}`,
            }),
          ),
        ];
        return (
          <Section title={t('admin.pricing.tab.regional')}>
            <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.regional.subtitle')}</p>
            <DataTable
              label={t('admin.pricing.tab.regional')}
              columns={columns}
              list={staticList(REGIONAL_MULTIPLIERS)}
              rowKey={(r) => r.country}
              empty={t('admin.noData')}
              testId="regional-table"
            />
          </Section>
        );
      }}
    </QueryView>
  );
}

function PromotionsTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  const usable = useAdminQuery(() => adminApi.discounts({ state: 'usable', limit: 100 }), 'discounts-usable');
  return (
    <QueryView query={plans}>
      {(planList) => {
        const monthly = planList.filter((p) => p.billingPeriod === 'monthly' && p.priceCents > 0);
        const couple = planList.find((p) => p.type === 'couple');
        const active = usable.data?.rows ?? [];
        return (
          <div className="space-y-6">
            <Section title={t('admin.pricing.promotions.annual')}>
              {monthly.map((p) => {
                const yearly = p.priceCents * 12;
                return (
                  <p key={p.id} data-testid="annual-price">
                    {t('admin.pricing.promotions.annualHint', { plan: p.name })} :{' '}
                    <span className="line-through">{euros(yearly)}</span> <strong>{euros(Math.round(yearly * (1 - ANNUAL_DISCOUNT)))}</strong>
                  </p>
                );
              })}
            </Section>
            <Section title={t('admin.pricing.tab.promotions')}>
              <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.promotions.subtitle')}</p>
              {active.length === 0 ? (
                <EmptyState text={t('admin.pricing.promotions.empty')} />
              ) : (
                <ul className="space-y-2">
                  {active.map((c) => {
                    const base = couple?.priceCents ?? 0;
                    const discounted = c.type === 'percentage' ? Math.round(base * (1 - c.value / 100)) : Math.max(0, base - Math.round(c.value * 100));
                    return (
                      <li key={c.id} className="flex flex-wrap items-center gap-2">
                        <span className="font-mono font-bold">{c.code}</span>
                        <Badge tone="primary">{describeValue(c)}</Badge>
                        {couple && (
                          <span className="text-sm">
                            {couple.name} : <span className="line-through">{euros(base)}</span> → <strong>{euros(discounted)}</strong>
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </Section>
          </div>
        );
      }}
    </QueryView>
  );
}

type PlanSales = TAdminPricingAnalytics['plans'][number];

function PricingAnalyticsTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  const analytics = useAdminQuery(() => adminApi.pricingAnalytics(), 'pricing-analytics');
  return (
    <QueryView query={analytics}>
      {(a) => {
        const total = a.plans.reduce((s, p) => s + p.revenueCents, 0);
        const columns: Column<PlanSales>[] = [
          { key: 'plan', header: t('admin.pricing.tab.plans'), cell: (row) => plans.data?.find((p) => p.type === row.type)?.name ?? row.type },
          { key: 'sales', header: t('admin.pricing.analytics.sales'), align: 'end', cell: (row) => count(row.sales) },
          { key: 'revenue', header: t('admin.pricing.analytics.revenue'), align: 'end', className: 'font-mono', cell: (row) => euros(row.revenueCents) },
          { key: 'share', header: t('admin.pricing.analytics.share'), align: 'end', cell: (row) => percent(total > 0 ? (row.revenueCents / total) * 100 : 0) },
          { key: 'avg', header: t('admin.pricing.analytics.avg'), align: 'end', className: 'font-mono', cell: (row) => (row.sales > 0 && row.revenueCents > 0 ? euros(Math.round(row.revenueCents / row.sales)) : '—') },
        ];
        return (
          <Section title={t('admin.pricing.tab.analytics')}>
            <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.analytics.subtitle')}</p>
            <DataTable label={t('admin.pricing.tab.analytics')} columns={columns} list={staticList(a.plans)} rowKey={(row) => row.type} empty={t('admin.noData')} testId="pricing-analytics" />
            <p className="mt-3 text-sm">
              {t('admin.pricing.analytics.codesUsed')} : <strong>{count(a.discountUses)}</strong>
            </p>
          </Section>
        );
      }}
    </QueryView>
  );
}
