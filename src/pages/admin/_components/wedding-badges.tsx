// The wedding's status badge (the couple pages' own, from the server's status) and type badge (WP / Essai / Couple).
import WeddingStatusBadgeShared from '../../../components/WeddingStatusBadge.tsx';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingRow } from '../../../shared/schemas/admin.ts';
import type { WeddingStatusCode } from '../../../shared/wedding-status.ts';
import { Badge } from '../../../components/ui/Badge.tsx';

export function WeddingStatusBadge({ status }: { status: WeddingStatusCode }) {
  return <WeddingStatusBadgeShared code={status} />;
}

export function WeddingTypeBadge({ wedding }: { wedding: Pick<TAdminWeddingRow, 'accountType'> }) {
  if (wedding.accountType === 'wedding_planner')
    return (
      <Badge tone="primary" testId="wedding-type">
        {t('admin.weddings.badge.wp')}
      </Badge>
    );
  if (wedding.accountType === 'trial')
    return (
      <Badge tone="warning" testId="wedding-type">
        {t('admin.weddings.badge.trial')}
      </Badge>
    );
  return (
    <Badge tone="info" testId="wedding-type">
      {t('admin.weddings.badge.couple')}
    </Badge>
  );
}
