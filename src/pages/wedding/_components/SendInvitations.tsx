// The invitation on WhatsApp, as the couple sends it: to one household (its card's button) or to every household not
// invited yet; the server's summary stays under the button (sent, failed), and so does its refusal (nothing left:
// Twilio not configured, no approved template), so the couple reads what happened and what to do.
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import { t } from '../../../shared/messages/households.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

/** Sends, then tells the result (a toast, and the returned summary) and reloads the households. */
export function useSendInvitations(weddingId: number, onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState<{ text: string; refused: boolean } | null>(null);
  async function send(householdIds?: number[]) {
    setSending(true);
    try {
      const result = await weddingDayApi.sendInvitations(weddingId, householdIds ? { householdIds } : {});
      setSummary({ text: result.message, refused: false });
      showToast({ title: result.message });
      onSent();
    } catch (failure) {
      handleUnauthenticated(failure);
      const text = errorMessage(failure, t('day.saveFailed'));
      setSummary({ text, refused: true });
      showError(text);
    } finally {
      setSending(false);
    }
  }
  return { send, sending, summary };
}

export function SendInvitationsToAll({
  notInvited,
  sending,
  summary,
  onSend,
}: {
  notInvited: number;
  sending: boolean;
  summary: { text: string; refused: boolean } | null;
  onSend: () => void;
}) {
  return (
    <div className="space-y-2 rounded-box border border-base-300 bg-base-200/50 p-3" data-testid="invitations">
      <p className="text-sm text-base-content/80">{t('day.households.inviteHelp')}</p>
      <button
        type="button"
        className="btn btn-secondary btn-sm h-auto min-h-8 whitespace-normal py-1 text-left"
        onClick={onSend}
        disabled={sending || notInvited === 0}
        data-testid="invite-all"
      >
        {t('day.households.inviteAll', { count: notInvited })}
      </button>
      {summary && (
        <p
          className={summary.refused ? 'alert alert-warning text-sm' : 'text-sm'}
          role={summary.refused ? 'alert' : 'status'}
          data-testid="invitations-summary"
        >
          {summary.text}
        </p>
      )}
    </div>
  );
}
