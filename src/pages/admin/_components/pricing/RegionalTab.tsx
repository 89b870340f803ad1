// Pricing, « Tarifs régionaux » tab: each paid plan's price in every region's currency (spec 001 section 9).
import { t } from '../../../../shared/messages/index.ts';
import { planPeriodLabel } from '../../../../shared/pricing.ts';
import { REGIONAL_MULTIPLIERS, regionalPriceCents } from '../../../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../../../shared/schemas/pricing.ts';
import { DataTable, staticList, type Column } from '../data-table/DataTable.tsx';
import { QueryView } from '../../../../components/ui/QueryView.tsx';
import { Section } from '../../../../components/ui/Section.tsx';
import type { QueryResult } from '../../../../components/use-query.ts';

type RegionRow = (typeof REGIONAL_MULTIPLIERS)[number];

export default function RegionalTab({ plans }: { plans: QueryResult<TPricingPlan[]> }) {
  return (
    <QueryView query={plans}>
      {(list) => {
        const paid = list.filter((p) => p.priceCents > 0);
        const columns: Column<RegionRow>[] = [
          { key: 'country', header: t('admin.pricing.regional.country'), cell: (r) => r.country },
          {
            key: 'multiplier',
            header: t('admin.pricing.regional.multiplier'),
            cell: (r) => `× ${r.multiplier.toLocaleString('fr-FR')}`,
          },
          { key: 'currency', header: t('admin.pricing.regional.currency'), cell: (r) => r.currency },
          ...paid.map((p): Column<RegionRow> => ({
            key: `plan-${p.id}`,
            header: p.name,
            align: 'end',
            className: 'font-mono',
            cell: (r) =>
              `${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: r.currency }).format(regionalPriceCents(p.priceCents, r.multiplier) / 100)}${planPeriodLabel(p)}`,
          })),
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
