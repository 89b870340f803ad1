// The bot on/off switch ('Bot activé' / 'Bot désactivé') and the WhatsApp test link, disabled while the bot is off.
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminUpdateWeddingResponse, TAdminWeddingDetail } from '../../../shared/schemas/admin.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { Toggle } from '../../../components/ui/Toggle.tsx';

export function BotSwitch({
  wedding,
  onChange,
}: {
  wedding: TAdminWeddingDetail;
  onChange: (change: Omit<TAdminUpdateWeddingResponse, 'id'>) => void;
}) {
  const [busy, setBusy] = useState(false);
  const on = wedding.status.switchedOn;

  async function toggle(next: boolean) {
    setBusy(true);
    try {
      const result = await adminApi.setBotActive(wedding.id, next);
      const { id: _id, ...change } = result;
      onChange(change);
      showToast({ title: t(result.status.switchedOn ? 'admin.weddings.botOn' : 'admin.weddings.botOff') });
    } catch (error) {
      showError(errorMessage(error, t('admin.weddings.botToggleFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Toggle
        id={`bot-${wedding.id}`}
        label={t('admin.weddings.botSwitch')}
        checked={on}
        disabled={busy}
        onChange={(v) => void toggle(v)}
        testId="bot-switch"
      />
      {on ? (
        <a
          className="btn btn-outline btn-sm"
          href={wedding.whatsappLink}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="bot-test"
        >
          {t('admin.weddings.testLink')}
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled
          title={t('admin.weddings.botInactiveHint')}
          data-testid="bot-test"
        >
          {t('admin.weddings.testLink')}
        </button>
      )}
      {!on && <p className="w-full text-sm text-base-content/75">{t('admin.weddings.botInactiveHint')}</p>}
    </div>
  );
}
