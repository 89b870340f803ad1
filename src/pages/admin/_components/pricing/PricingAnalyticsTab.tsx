// Pricing, « Analyse » tab: sales and revenue per plan, their share, the average sale, the codes used.
import { adminApi } from '../../../../lib/admin-api.ts';
import { t } from '../../../../shared/messages/index.ts';
import type { TAdminPricingAnalytics } from '../../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../../shared/schemas/pricing.ts';
import { DataTable, staticList, type Column } from '../data-table/DataTable.tsx';
import { count, euros, percent } from '../format.ts';
import { QueryView } from '../../../../components/ui/QueryView.tsx';
import { Section } from '../../../../components/ui/Section.tsx';
import { useQuery, type QueryResult } from '../../../../components/use-query.ts';
import { adminReads } from '../../../../stores/admin-session.ts';

type PlanSales = TAdminPricingAnalytics['plans'][number];

export default function PricingAnalyticsTab({ plans }: { plans: QueryResult<TPricingPlan[]> }) {
  const analytics = useQuery(() => adminApi.pricingAnalytics(), 'pricing-analytics', adminReads);
  return (
    <QueryView query={analytics}>
      {(a) => {
        const total = a.plans.reduce((s, p) => s + p.revenueCents, 0);
        const columns: Column<PlanSales>[] = [
          {
            key: 'plan',
            header: t('admin.pricing.tab.plans'),
            cell: (row) => plans.data?.find((p) => p.type === row.type)?.name ?? row.type,
          },
          { key: 'sales', header: t('admin.pricing.analytics.sales'), align: 'end', cell: (row) => count(row.sales) },
          {
            key: 'revenue',
            header: t('admin.pricing.analytics.revenue'),
            align: 'end',
            className: 'font-mono',
            cell: (row) => euros(row.revenueCents),
          },
          {
            key: 'share',
            header: t('admin.pricing.analytics.share'),
            align: 'end',
            cell: (row) => percent(total > 0 ? (row.revenueCents / total) * 100 : 0),
          },
          {
            key: 'avg',
            header: t('admin.pricing.analytics.avg'),
            align: 'end',
            className: 'font-mono',
            cell: (row) => (row.averageSaleCents === null ? '—' : euros(row.averageSaleCents)),
          },
        ];
        return (
          <Section title={t('admin.pricing.tab.analytics')}>
            <p className="mb-3 text-sm text-base-content/75">{t('admin.pricing.analytics.subtitle')}</p>
            <DataTable
              label={t('admin.pricing.tab.analytics')}
              columns={columns}
              list={staticList(a.plans)}
              rowKey={(row) => row.type}
              empty={t('admin.noData')}
              testId="pricing-analytics"
            />
            <p className="mt-3 text-sm">
              {t('admin.pricing.analytics.codesUsed')} : <strong>{count(a.discountUses)}</strong>
            </p>
          </Section>
        );
      }}
    </QueryView>
  );
}
