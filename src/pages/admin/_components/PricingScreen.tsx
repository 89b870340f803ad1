// /admin/pricing: plan edit panels, discount codes (create; the list searched, filtered, sorted and paged by the
// server, a row opening its edit dialog; switch, delete), and the second pricing screen of the spec as tabs
// computed from the real plans: regional pricing, promotions, pricing analytics. The tab is in the URL; one file
// per tab in pricing/.
import Tabs from '../../../components/ui/Tabs.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { setUrlParams, useUrlSearch } from './data-table/url-params.ts';
import DiscountsTab from './pricing/DiscountsTab.tsx';
import PlansTab from './pricing/PlansTab.tsx';
import PricingAnalyticsTab from './pricing/PricingAnalyticsTab.tsx';
import PromotionsTab from './pricing/PromotionsTab.tsx';
import RegionalTab from './pricing/RegionalTab.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

const TABS = ['plans', 'discounts', 'regional', 'promotions', 'analytics'] as const;
type PricingTab = (typeof TABS)[number];

export default function PricingScreen() {
  const plans = useQuery(() => adminApi.plans(), 'plans', adminReads);
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
        onSelect={(key) =>
          setUrlParams({ tab: key === 'plans' ? null : key, q: null, state: null, sort: null, dir: null, limit: null })
        }
        items={[
          { key: 'plans', label: t('admin.pricing.tab.plans'), content: () => <PlansTab plans={plans} /> },
          { key: 'discounts', label: t('admin.pricing.tab.discounts'), content: () => <DiscountsTab /> },
          { key: 'regional', label: t('admin.pricing.tab.regional'), content: () => <RegionalTab plans={plans} /> },
          {
            key: 'promotions',
            label: t('admin.pricing.tab.promotions'),
            content: () => <PromotionsTab plans={plans} />,
          },
          {
            key: 'analytics',
            label: t('admin.pricing.tab.analytics'),
            content: () => <PricingAnalyticsTab plans={plans} />,
          },
        ]}
      />
    </div>
  );
}
