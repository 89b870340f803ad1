// Pricing, « Promotions » tab: the annual billing discount of the monthly plans, and the usable codes with the
// couple package's price after each (the shared discount rule, as the payment computes it).
import { adminApi } from '../../../../lib/admin-api.ts';
import { t } from '../../../../shared/messages/index.ts';
import { discountCents } from '../../../../shared/payments.ts';
import { annualPriceCents, discountRuleOf } from '../../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../../shared/schemas/pricing.ts';
import { euros } from '../format.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { QueryView } from '../../../../components/ui/QueryView.tsx';
import { Section } from '../../../../components/ui/Section.tsx';
import { useQuery, type QueryResult } from '../../../../components/use-query.ts';
import { adminReads } from '../../../../stores/admin-session.ts';
import { describeValue } from './discount-form.tsx';

export default function PromotionsTab({ plans }: { plans: QueryResult<TPricingPlan[]> }) {
  const usable = useQuery(() => adminApi.discounts({ state: 'usable', limit: 100 }), 'discounts-usable', adminReads);
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
                const { fullCents, discountedCents } = annualPriceCents(p.priceCents);
                return (
                  <p key={p.id} data-testid="annual-price">
                    {t('admin.pricing.promotions.annualHint', { plan: p.name })} :{' '}
                    <span className="line-through">{euros(fullCents)}</span> <strong>{euros(discountedCents)}</strong>
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
                    const discounted = base - discountCents(base, discountRuleOf(c));
                    return (
                      <li key={c.id} className="flex flex-wrap items-center gap-2">
                        <span className="font-mono font-bold">{c.code}</span>
                        <Badge tone="primary">{describeValue(c)}</Badge>
                        {couple && (
                          <span className="text-sm">
                            {couple.name} : <span className="line-through">{euros(base)}</span> →{' '}
                            <strong>{euros(discounted)}</strong>
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
