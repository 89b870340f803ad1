// The wedding page's « Paramètres » tab: the wedding form ('Mettre à jour'), how the couple hears of unanswered
// questions, and the automatic WhatsApp messages.
import ScheduledMessagesEditor from '../../../components/ScheduledMessagesEditor.tsx';
import WeddingForm, { toFormValues } from '../../../components/WeddingForm.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding, TWeddingFields } from '../../../shared/schemas/weddings.ts';
import InboxNotificationsSetting from './InboxNotificationsSetting.tsx';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

export default function SettingsTab({
  wedding,
  onWeddingChange,
}: {
  wedding: TWedding;
  onWeddingChange: (wedding: TWedding) => void;
}) {
  async function saveSettings(fields: TWeddingFields) {
    try {
      onWeddingChange(await api.weddings.update(wedding.id, fields));
      void showToast({ title: t('wedding.update.success') });
    } catch (error) {
      handleUnauthenticated(error);
      void showError(errorMessage(error, t('wedding.update.failed')));
    }
  }

  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="card-body">
        <WeddingForm
          idPrefix="settings"
          initial={toFormValues(wedding)}
          submitLabel={t('wedding.submit.update')}
          onSubmit={saveSettings}
        />
      </div>
      <div className="card-body border-t border-base-300">
        <InboxNotificationsSetting weddingId={wedding.id} />
      </div>
      <div className="card-body border-t border-base-300">
        <ScheduledMessagesEditor weddingId={wedding.id} />
      </div>
    </div>
  );
}
