// /admin/pricing: plan edit panels, discount codes (create, edit, switch, delete), and the second pricing
// screen of the spec as tabs computed from the real plans: regional pricing, promotions, pricing analytics.
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog.tsx';
import Tabs from '../../../components/Tabs.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatPlanPrice, planPeriodLabel } from '../../../shared/pricing.ts';
import { fill } from '../../../shared/messages/admin.ts';
import { t } from '../../../shared/messages/index.ts';
import { ANNUAL_DISCOUNT, featuresFromText, REGIONAL_MULTIPLIERS, type TDiscountCode, type TDiscountType } from '../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../shared/schemas/pricing.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { count, euros, frDate, percent } from './format.ts';
import { showFailure } from './feedback.ts';
import { Badge, DANGER_BUTTON, EmptyState, PageHeader, QueryView, Section, Toggle } from './ui.tsx';
import { useAdminQuery, type AdminQuery } from './use-admin-query.ts';

export default function PricingScreen() {
  const plans = useAdminQuery(() => api.admin.plans(), 'plans');
  const discounts = useAdminQuery(() => api.admin.discounts(), 'discounts');
  return (
    <div>
      <PageHeader title={t('admin.pricing.title')} subtitle={t('admin.pricing.subtitle')} />
      <Tabs
        label={t('admin.pricing.title')}
        idPrefix="pricing"
        items={[
          { key: 'plans', label: t('admin.pricing.tab.plans'), content: () => <PlansTab plans={plans} /> },
          { key: 'discounts', label: t('admin.pricing.tab.discounts'), content: () => <DiscountsTab discounts={discounts} /> },
          { key: 'regional', label: t('admin.pricing.tab.regional'), content: () => <RegionalTab plans={plans} /> },
          { key: 'promotions', label: t('admin.pricing.tab.promotions'), content: () => <PromotionsTab plans={plans} discounts={discounts} /> },
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
      const saved = await api.admin.updatePlan(plan.id, {
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

function DiscountsTab({ discounts }: { discounts: AdminQuery<TDiscountCode[]> }) {
  const [form, setForm] = useState<DiscountForm>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TDiscountCode | null>(null);

  async function create(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit(form)) return;
    setBusy(true);
    try {
      const created = await api.admin.createDiscount(payload(form));
      discounts.setData((list) => [created, ...(list ?? [])]);
      setForm(EMPTY_FORM);
      showToast({ title: t('admin.pricing.discount.created') });
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await api.admin.deleteDiscount(deleting.id);
      discounts.setData((list) => list?.filter((c) => c.id !== deleting.id));
      showToast({ title: t('admin.pricing.discount.deleted') });
      setDeleting(null);
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    }
  }

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
        <QueryView query={discounts}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text={t('admin.pricing.discount.empty')} />
            ) : (
              <div className="space-y-3">
                {list.map((code) => (
                  <DiscountPanel
                    key={`${code.id}-${code.isActive}`}
                    code={code}
                    onSaved={(saved) => discounts.setData((l) => l?.map((c) => (c.id === saved.id ? saved : c)))}
                    onDelete={() => setDeleting(code)}
                  />
                ))}
              </div>
            )
          }
        </QueryView>
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.delete')}
        message={deleting ? fill(t('admin.pricing.discount.confirmDelete'), { code: deleting.code }) : ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function DiscountPanel({ code, onSaved, onDelete }: { code: TDiscountCode; onSaved: (code: TDiscountCode) => void; onDelete: () => void }) {
  const [form, setForm] = useState<DiscountForm>(() => formFromCode(code));
  const [busy, setBusy] = useState(false);
  const expired = code.expiresAt !== null && code.expiresAt < new Date().toISOString().slice(0, 10);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const p = payload(form);
      const saved = await api.admin.updateDiscount(code.id, { ...p, usageLimit: p.usageLimit ?? null });
      onSaved(saved);
      showToast({ title: t('admin.pricing.discount.updated') });
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function switchActive(isActive: boolean) {
    try {
      const saved = await api.admin.updateDiscount(code.id, { isActive });
      onSaved(saved);
      showToast({ title: t('admin.pricing.discount.updated') });
    } catch (error) {
      showError(errorMessage(error, t('admin.pricing.discount.failed')));
    }
  }

  return (
    <div className="rounded-box border border-base-300" data-testid="discount-item" data-code={code.code}>
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold">{code.code}</span>
          <Badge tone="primary">{describeValue(code)}</Badge>
          <span className="text-sm text-base-content/75">
            {code.usageLimit === null
              ? fill(t('admin.pricing.discount.usage'), { count: code.usageCount })
              : fill(t('admin.pricing.discount.usageOf'), { count: code.usageCount, limit: code.usageLimit })}
          </span>
          {code.expiresAt && <span className="text-sm text-base-content/75">{fill(t('admin.pricing.discount.expires'), { date: frDate(code.expiresAt) })}</span>}
          {expired && <Badge tone="error">{t('admin.pricing.discount.expired')}</Badge>}
        </div>
        <div className="flex items-center gap-3">
          <Toggle id={`discount-${code.id}-active`} label={t('admin.pricing.discount.active')} checked={code.isActive} onChange={(v) => void switchActive(v)} testId="discount-active" />
          <button type="button" className={DANGER_BUTTON} onClick={onDelete} data-testid="discount-delete">
            {t('admin.delete')}
          </button>
        </div>
      </div>
      <details className="collapse-arrow collapse rounded-none border-t border-base-300">
        <summary className="collapse-title text-sm font-medium">{t('admin.edit')}</summary>
        <form className="collapse-content" onSubmit={save} noValidate>
          <DiscountFields form={form} onChange={setForm} idPrefix={`discount-${code.id}`} />
          <button type="submit" className="btn btn-primary btn-sm mt-3" disabled={busy || !canSubmit(form)} data-testid="discount-save">
            {t('admin.save')}
          </button>
        </form>
      </details>
    </div>
  );
}

// ---------- second pricing screen ----------

function RegionalTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  return (
    <QueryView query={plans}>
      {(list) => {
        const paid = list.filter((p) => p.priceCents > 0);
        return (
          <Section title={t('admin.pricing.tab.regional')}>
            <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.regional.subtitle')}</p>
            <div className="overflow-x-auto">
              <table className="table" data-testid="regional-table">
                <thead>
                  <tr>
                    <th>{t('admin.pricing.regional.country')}</th>
                    <th>{t('admin.pricing.regional.multiplier')}</th>
                    <th>{t('admin.pricing.regional.currency')}</th>
                    {paid.map((p) => (
                      <th key={p.id} className="text-right">
                        {p.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {REGIONAL_MULTIPLIERS.map((r) => (
                    <tr key={r.country}>
                      <td>{r.country}</td>
                      <td>× {r.multiplier.toLocaleString('fr-FR')}</td>
                      <td>{r.currency}</td>
                      {paid.map((p) => (
                        <td key={p.id} className="text-right font-mono">
                          {new Intl.NumberFormat('fr-FR', { style: 'currency', currency: r.currency }).format((p.priceCents * r.multiplier) / 100)}
                          {planPeriodLabel(p)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        );
      }}
    </QueryView>
  );
}

function PromotionsTab({ plans, discounts }: { plans: AdminQuery<TPricingPlan[]>; discounts: AdminQuery<TDiscountCode[]> }) {
  return (
    <QueryView query={plans}>
      {(planList) => {
        const monthly = planList.filter((p) => p.billingPeriod === 'monthly' && p.priceCents > 0);
        const couple = planList.find((p) => p.type === 'couple');
        const today = new Date().toISOString().slice(0, 10);
        const active = (discounts.data ?? []).filter((c) => c.isActive && (c.expiresAt === null || c.expiresAt >= today) && (c.usageLimit === null || c.usageCount < c.usageLimit));
        return (
          <div className="space-y-6">
            <Section title={t('admin.pricing.promotions.annual')}>
              {monthly.map((p) => {
                const yearly = p.priceCents * 12;
                return (
                  <p key={p.id} data-testid="annual-price">
                    {fill(t('admin.pricing.promotions.annualHint'), { plan: p.name })} :{' '}
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

function PricingAnalyticsTab({ plans }: { plans: AdminQuery<TPricingPlan[]> }) {
  const analytics = useAdminQuery(() => api.admin.pricingAnalytics(), 'pricing-analytics');
  return (
    <QueryView query={analytics}>
      {(a) => {
        const total = a.plans.reduce((s, p) => s + p.revenueCents, 0);
        return (
          <Section title={t('admin.pricing.tab.analytics')}>
            <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.analytics.subtitle')}</p>
            <div className="overflow-x-auto">
              <table className="table" data-testid="pricing-analytics">
                <thead>
                  <tr>
                    <th>{t('admin.pricing.tab.plans')}</th>
                    <th className="text-right">{t('admin.pricing.analytics.sales')}</th>
                    <th className="text-right">{t('admin.pricing.analytics.revenue')}</th>
                    <th className="text-right">{t('admin.pricing.analytics.share')}</th>
                    <th className="text-right">{t('admin.pricing.analytics.avg')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.plans.map((row) => (
                    <tr key={row.type}>
                      <td>{plans.data?.find((p) => p.type === row.type)?.name ?? row.type}</td>
                      <td className="text-right">{count(row.sales)}</td>
                      <td className="text-right font-mono">{euros(row.revenueCents)}</td>
                      <td className="text-right">{percent(total > 0 ? (row.revenueCents / total) * 100 : 0)}</td>
                      <td className="text-right font-mono">{row.sales > 0 ? euros(Math.round(row.revenueCents / row.sales)) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm">
              {t('admin.pricing.analytics.codesUsed')} : <strong>{count(a.discountUses)}</strong>
            </p>
          </Section>
        );
      }}
    </QueryView>
  );
}
