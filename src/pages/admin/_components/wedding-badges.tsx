// The wedding's status (Actif / Inactif / Arrêté: what the assistant really does) and type badge (WP / Essai / Couple).
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingRow } from '../../../shared/schemas/admin.ts';
import { Badge } from './ui.tsx';

type WeddingLike = Pick<TAdminWeddingRow, 'botActive' | 'assistantStopped' | 'accountType'>;

export function weddingStatus(w: Pick<WeddingLike, 'botActive' | 'assistantStopped'>): 'active' | 'inactive' | 'stopped' {
  if (w.assistantStopped) return 'stopped';
  return w.botActive ? 'active' : 'inactive';
}

export function WeddingStatusBadge({ wedding }: { wedding: Pick<WeddingLike, 'botActive' | 'assistantStopped'> }) {
  const status = weddingStatus(wedding);
  if (status === 'active') return <Badge tone="success" testId="wedding-status">{t('admin.active')}</Badge>;
  if (status === 'stopped') return <Badge tone="error" testId="wedding-status">{t('admin.stopped')}</Badge>;
  return <Badge tone="neutral" testId="wedding-status">{t('admin.inactive')}</Badge>;
}

export function WeddingTypeBadge({ wedding }: { wedding: Pick<WeddingLike, 'accountType'> }) {
  if (wedding.accountType === 'wedding_planner') return <Badge tone="primary" testId="wedding-type">{t('admin.weddings.badge.wp')}</Badge>;
  if (wedding.accountType === 'trial') return <Badge tone="warning" testId="wedding-type">{t('admin.weddings.badge.trial')}</Badge>;
  return <Badge tone="info" testId="wedding-type">{t('admin.weddings.badge.couple')}</Badge>;
}
