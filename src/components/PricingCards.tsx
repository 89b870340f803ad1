// The plan cards of the landing and pricing pages, loaded from GET /api/pricing/plans.
import { useEffect, useState } from 'react';
import { api } from '../lib/api-client.ts';
import { formatPlanPrice, planPeriodLabel } from '../shared/pricing.ts';
import { t } from '../shared/messages/index.ts';
import type { TPricingPlan } from '../shared/schemas/pricing.ts';

type State = { status: 'loading' } | { status: 'ready'; plans: TPricingPlan[] } | { status: 'error' };

export default function PricingCards() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    api.pricing
      .plans()
      .then((plans) => !cancelled && setState({ status: 'ready', plans: plans.filter((p) => p.isActive) }))
      .catch(() => !cancelled && setState({ status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.status === 'error') {
    return <p className="alert alert-warning mx-auto max-w-xl" role="alert">{t('pricing.loadError')}</p>;
  }
  if (state.status === 'ready' && state.plans.length === 0) {
    return <p className="text-center opacity-70">{t('pricing.empty')}</p>;
  }

  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy={state.status === 'loading'} data-testid="pricing-cards">
      {state.status === 'loading'
        ? [0, 1, 2].map((i) => <SkeletonCard key={i} />)
        : state.plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
    </div>
  );
}

function SkeletonCard() {
  return (
    <div className="card border border-base-300 bg-base-100 p-6" data-testid="pricing-skeleton">
      <div className="skeleton mb-4 h-6 w-1/2" />
      <div className="skeleton mb-6 h-4 w-full" />
      <div className="skeleton mb-6 h-10 w-1/3" />
      <div className="space-y-2">
        <div className="skeleton h-3 w-full" />
        <div className="skeleton h-3 w-5/6" />
        <div className="skeleton h-3 w-4/6" />
      </div>
      <div className="skeleton mt-6 h-10 w-full" />
    </div>
  );
}

function PlanCard({ plan }: { plan: TPricingPlan }) {
  const highlighted = Boolean(plan.badge);
  return (
    <article
      className={`card relative border bg-base-100 shadow-sm ${highlighted ? 'border-primary shadow-lg' : 'border-base-300'} ${plan.isAvailable ? '' : 'opacity-60'}`}
      data-testid="pricing-card"
      data-plan={plan.type}
    >
      {plan.badge && (
        <span className="badge badge-primary absolute -top-3 left-1/2 -translate-x-1/2">{plan.badge}</span>
      )}
      <div className="card-body">
        <h3 className="card-title text-xl">{plan.name}</h3>
        <p className="text-sm opacity-80">{plan.description}</p>
        <p className="my-4">
          <span className="text-4xl font-bold">{formatPlanPrice(plan)}</span>
          <span className="ml-1 opacity-70">{planPeriodLabel(plan)}</span>
        </p>
        <ul className="mb-6 space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-success">✓</span>
              {feature}
            </li>
          ))}
        </ul>
        <div className="card-actions mt-auto">
          <button type="button" className={`btn w-full ${highlighted ? 'btn-primary' : 'btn-outline'}`} disabled>
            {plan.isAvailable ? t('pricing.cta') : t('pricing.unavailable')}
          </button>
        </div>
      </div>
    </article>
  );
}
