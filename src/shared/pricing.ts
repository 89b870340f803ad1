// How a plan's price reads on a card (spec 000 section 4: price labels).
import type { TPricingPlan } from './schemas/pricing.ts';

export function formatPlanPrice(plan: Pick<TPricingPlan, 'priceCents'>): string {
  const euros = plan.priceCents / 100;
  return `${Number.isInteger(euros) ? euros : euros.toFixed(2).replace('.', ',')}€`;
}

export function planPeriodLabel(plan: Pick<TPricingPlan, 'type' | 'billingPeriod'>): string {
  if (plan.billingPeriod === 'one_time') {
    if (plan.type === 'free_trial') return '/découverte';
    if (plan.type === 'couple') return '/mariage';
    return '/unique';
  }
  return plan.billingPeriod === 'monthly' ? '/mois' : '/an';
}
