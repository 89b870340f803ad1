// Pricing, « Plans » tab: one edit panel per plan (name, description, price in euros, features, active).
import { useState, type SubmitEvent } from 'react';
import { adminApi } from '../../../../lib/admin-api.ts';
import { t } from '../../../../shared/messages/index.ts';
import { formatPlanPrice, planPeriodLabel } from '../../../../shared/pricing.ts';
import { featuresFromText } from '../../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../../shared/schemas/pricing.ts';
import { showToast } from '../../../../stores/toasts.ts';
import { showFailure } from '../feedback.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { QueryView } from '../../../../components/ui/QueryView.tsx';
import { Toggle } from '../../../../components/ui/Toggle.tsx';
import type { QueryResult } from '../../../../components/use-query.ts';

export default function PlansTab({ plans }: { plans: QueryResult<TPricingPlan[]> }) {
  return (
    <QueryView query={plans}>
      {(list) => (
        <div className="space-y-3">
          {list.map((plan) => (
            <PlanPanel
              key={plan.id}
              plan={plan}
              onSaved={(saved) => plans.setData((l) => l?.map((p) => (p.id === saved.id ? saved : p)))}
            />
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
    <details
      className="collapse-arrow collapse border border-base-300 bg-base-100"
      data-testid="plan-panel"
      data-plan={plan.type}
    >
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
        <input
          id={`${id}-name`}
          className="input w-full"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
        />
        <label className="fieldset py-0" htmlFor={`${id}-description`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.description')}</span>
        </label>
        <textarea
          id={`${id}-description`}
          className="textarea w-full"
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          maxLength={500}
        />
        <label className="fieldset py-0" htmlFor={`${id}-price`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.price')}</span>
        </label>
        <input
          id={`${id}-price`}
          type="number"
          min={0}
          step="0.01"
          className="input w-40"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          required
        />
        <label className="fieldset py-0" htmlFor={`${id}-features`}>
          <span className="fieldset-legend">{t('admin.pricing.plan.features')}</span>
        </label>
        <textarea
          id={`${id}-features`}
          className="textarea w-full"
          rows={6}
          value={features}
          onChange={(e) => setFeatures(e.target.value)}
        />
        <div className="my-2">
          <Toggle
            id={`${id}-active`}
            label={t('admin.pricing.plan.active')}
            checked={isActive}
            onChange={setIsActive}
          />
        </div>
        <div>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={busy || !name.trim() || price.trim() === ''}
          >
            {busy ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </details>
  );
}
