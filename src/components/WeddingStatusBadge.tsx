// The wedding's status badge, the same on the couple pages and in the back office; the server decides the status.
import { weddingStatusMessages as m } from '../shared/messages/wedding-status.ts';
import { WEDDING_STATUS_TONE, type WeddingStatusCode } from '../shared/wedding-status.ts';

const TONE_CLASS = {
  success: 'badge-success',
  warning: 'badge-warning',
  info: 'badge-info',
  neutral: 'badge-neutral',
} as const;

export default function WeddingStatusBadge({
  code,
  testId = 'wedding-status',
}: {
  code: WeddingStatusCode;
  testId?: string;
}) {
  return (
    <span
      className={`badge whitespace-nowrap ${TONE_CLASS[WEDDING_STATUS_TONE[code]]}`}
      data-testid={testId}
      data-status={code}
    >
      {m[`status.${code}`]}
    </span>
  );
}
