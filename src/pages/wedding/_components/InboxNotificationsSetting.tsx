// « Questions sans réponse » of the settings tab: the couple hears of each question the assistant could not answer
// by e-mail at once, or in one digest a day.
import { useId } from 'react';
import { useQuery } from '../../../components/use-query.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { inboxApi } from '../../../lib/inbox-api.ts';
import { t } from '../../../shared/messages/inbox.ts';
import { INBOX_NOTIFICATIONS, type TInboxNotifications } from '../../../shared/schemas/inbox.ts';
import { coupleReads, handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

export default function InboxNotificationsSetting({ weddingId }: { weddingId: number }) {
  const id = useId();
  const settings = useQuery(() => inboxApi.settings(weddingId), `wedding/${weddingId}/inbox/settings`, coupleReads);

  async function choose(notifications: TInboxNotifications) {
    const previous = settings.data;
    settings.setData(() => ({ notifications }));
    try {
      await inboxApi.saveSettings(weddingId, { notifications });
      void showToast({ title: t('inbox.settings.saved') });
    } catch (error) {
      settings.setData(() => previous);
      handleUnauthenticated(error);
      void showError(errorMessage(error, t('inbox.settings.failed')));
    }
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-intro`} data-testid="inbox-notifications">
      <legend className="text-lg font-medium">{t('inbox.settings.title')}</legend>
      <p id={`${id}-intro`} className="text-sm text-base-content/80">
        {t('inbox.settings.intro')}
      </p>
      {INBOX_NOTIFICATIONS.map((value) => (
        <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name={`${id}-notifications`}
            value={value}
            checked={settings.data?.notifications === value}
            disabled={!settings.data}
            onChange={() => void choose(value)}
          />
          {t(`inbox.settings.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
