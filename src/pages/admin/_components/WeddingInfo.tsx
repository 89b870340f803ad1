// The wedding's information card: couple, date, ids, account, contact, payment, and what the assistant answers from.
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../../shared/messages/index.ts';
import type { TAdminWeddingDetail } from '../../../shared/schemas/admin.ts';
import { stopReasonLabel } from '../../../shared/schemas/weddings.ts';
import { frDate, personName, weddingDate } from './format.ts';
import { WeddingStatusBadge, WeddingTypeBadge } from './wedding-badges.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2 py-1">
      <dt className="text-sm font-medium text-base-content/75">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const FACTS: [MessageKey, (w: TAdminWeddingDetail) => string | null][] = [
  [
    'admin.weddings.field.ceremony',
    (w) => [w.ceremonyTime, w.ceremonyVenue, w.ceremonyAddress].filter(Boolean).join(' · ') || null,
  ],
  [
    'admin.weddings.field.reception',
    (w) => [w.receptionTime, w.receptionVenue, w.receptionAddress].filter(Boolean).join(' · ') || null,
  ],
  ['admin.weddings.field.dressCode', (w) => w.dressCode],
  ['admin.weddings.field.parking', (w) => w.parkingInfo],
  ['admin.weddings.field.accommodations', (w) => w.accommodations],
  ['admin.weddings.field.giftRegistry', (w) => w.giftRegistry],
  ['admin.weddings.field.emergencyContact', (w) => w.emergencyContact],
  ['admin.weddings.field.additionalInfo', (w) => w.additionalInfo],
];

export function WeddingInfo({ wedding: w, compact = false }: { wedding: TAdminWeddingDetail; compact?: boolean }) {
  return (
    <dl className="divide-y divide-base-200" data-testid="wedding-info">
      <Row label={t('admin.weddings.field.weddingDate')}>{weddingDate(w.weddingDate)}</Row>
      <Row label={t('admin.weddings.col.assistantId')}>
        <span className="font-mono text-sm">{w.weddingId}</span>
      </Row>
      <Row label={t('admin.weddings.col.status')}>
        <span className="flex flex-wrap gap-1">
          <WeddingStatusBadge status={w.status.code} /> <WeddingTypeBadge wedding={w} />
        </span>
      </Row>
      <Row label={t('admin.weddings.owner')}>
        {w.user ? `${personName(w.user)} · ${w.user.email ?? ''}` : t('admin.weddings.noOwner')}
      </Row>
      <Row label={t('admin.weddings.contact')}>
        {[w.contactEmail, w.contactPhone].filter(Boolean).join(' · ') || '—'}
      </Row>
      <Row label={t('admin.weddings.payment')}>{t(`admin.payment.${w.paymentStatus}`)}</Row>
      {w.isTrial && (
        <Row label={t('admin.weddings.field.trialQuota')}>
          {w.trialQuestionsUsed} / {w.trialMaxQuestions}
        </Row>
      )}
      {w.stopReason && <Row label={t('admin.weddings.field.stopReason')}>{stopReasonLabel(w.stopReason)}</Row>}
      <Row label={t('admin.weddings.col.createdAt')}>{frDate(w.createdAt)}</Row>
      {!compact &&
        FACTS.map(([label, read]) => {
          const value = read(w);
          return value ? (
            <Row key={label} label={t(label)}>
              {value}
            </Row>
          ) : null;
        })}
      {!compact && (
        <Row label={t('admin.weddings.field.whatsappLink')}>
          <a className="link break-all" href={w.whatsappLink} target="_blank" rel="noopener noreferrer">
            {w.whatsappLink}
          </a>
        </Row>
      )}
    </dl>
  );
}
