// « Paramètres »: how the couple hears of unanswered questions, the automatic WhatsApp messages, the account
// (password, data), and stopping the assistant for good, with its confirmation (the on/off switch is in the header).
import { useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import ReviewDialog from '../../../components/ReviewDialog.tsx';
import ScheduledMessagesEditor from '../../../components/ScheduledMessagesEditor.tsx';
import StopAssistantDialog from '../../../components/StopAssistantDialog.tsx';
import { useSession } from '../../../components/hooks.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import AccountSettings from './AccountSettings.tsx';
import InboxNotificationsSetting from './InboxNotificationsSetting.tsx';

type SettingsTabProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void };

export default function SettingsTab({ wedding, onWeddingChange }: SettingsTabProps) {
  const session = useSession();
  return (
    <div className="space-y-6">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">
          <InboxNotificationsSetting weddingId={wedding.id} />
        </div>
        <div className="card-body border-t border-base-300">
          <ScheduledMessagesEditor weddingId={wedding.id} />
        </div>
      </div>
      {session.user ? <AccountSettings user={session.user} /> : <LoadingState page />}
      <StopAssistant wedding={wedding} onWeddingChange={onWeddingChange} />
    </div>
  );
}

function StopAssistant({ wedding, onWeddingChange }: SettingsTabProps) {
  const [dialog, setDialog] = useState<'stop' | 'review' | null>(null);
  const { switchedOn, code } = wedding.status;
  if (!switchedOn && code !== 'stopped' && dialog === null) return null;
  return (
    <section
      className="card border border-error/40 bg-base-100 shadow-sm"
      aria-labelledby="stop-title"
      data-testid="stop-section"
    >
      <div className="card-body">
        <h2 id="stop-title" className="card-title text-2xl">
          {t('settings.assistant.title')}
        </h2>
        {switchedOn ? (
          <>
            <p className="text-sm text-base-content/80">{t('settings.assistant.text')}</p>
            <div className="card-actions justify-end">
              <button type="button" className="btn btn-outline btn-error" onClick={() => setDialog('stop')}>
                {t('stop.open')}
              </button>
            </div>
          </>
        ) : (
          <p className="text-sm text-base-content/80">{t('settings.assistant.stopped')}</p>
        )}
      </div>
      <StopAssistantDialog
        open={dialog === 'stop'}
        weddingId={wedding.id}
        onClose={() => setDialog(null)}
        onStopped={(stopped) => {
          onWeddingChange(stopped);
          setDialog('review');
        }}
      />
      <ReviewDialog
        open={dialog === 'review'}
        weddingId={wedding.id}
        onClose={() => setDialog(null)}
        onSubmitted={() => {
          onWeddingChange({ ...wedding, reviewSubmitted: true });
          setDialog(null);
        }}
      />
    </section>
  );
}
