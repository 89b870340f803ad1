// The management view of /admin/weddings: back, bot switch, delete (confirm dialog), info and statistics cards,
// FAQ manager, guests and the 10 recent messages.
import { useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { BotSwitch } from './BotSwitch.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { FaqManager, GuestList, RecentMessages, WeddingStatCards } from './WeddingParts.tsx';
import { WeddingInfo } from './WeddingInfo.tsx';
import { DeletionImpact, useDeletionImpact } from './DeletionImpact.tsx';

export function WeddingManagement({
  id,
  onBack,
  onDeleted,
}: {
  id: number;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const detail = useQuery(() => adminApi.wedding(id), `wedding-${id}`, adminReads);
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeletionImpact(() => adminApi.weddingDeletion(id), confirming ? `wedding-deletion-${id}` : null);

  async function remove() {
    try {
      await adminApi.deleteWedding(id);
      showToast({ title: t('admin.weddings.deleted') });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      console.error(error);
      showError(t('admin.weddings.deleteFailed'));
    }
  }

  return (
    <div data-testid="wedding-management">
      <button type="button" className="btn btn-ghost btn-sm mb-4" onClick={onBack} data-testid="management-back">
        ← {t('admin.back')}
      </button>
      <QueryView query={detail}>
        {(w) => (
          <div className="space-y-6">
            <header className="flex flex-wrap items-center justify-between gap-4">
              <h1 className="text-2xl font-bold">
                {w.brideName} & {w.groomName}
              </h1>
              <div className="flex flex-wrap items-center gap-3">
                <BotSwitch wedding={w} onChange={(change) => detail.setData((d) => d && { ...d, ...change })} />
                <button
                  type="button"
                  className="btn btn-error btn-sm"
                  onClick={() => setConfirming(true)}
                  data-testid="management-delete"
                >
                  {t('admin.delete')}
                </button>
              </div>
            </header>
            <WeddingStatCards wedding={w} />
            <div className="grid gap-6 xl:grid-cols-2">
              <Section title={t('admin.weddings.info')}>
                <WeddingInfo wedding={w} />
              </Section>
              <Section title={t('admin.weddings.faqs')}>
                <FaqManager weddingId={w.id} />
              </Section>
              <Section title={t('admin.weddings.guests')}>
                <GuestList weddingId={w.id} />
              </Section>
              <Section title={t('admin.weddings.recentMessages')}>
                <RecentMessages weddingId={w.id} />
              </Section>
            </div>
            <ConfirmDialog
              open={confirming}
              title={t('admin.weddings.deleteTitle')}
              message={t('admin.weddings.confirmDelete').replace('{names}', `${w.brideName} & ${w.groomName}`)}
              confirmLabel={t('admin.delete')}
              onConfirm={remove}
              onClose={() => setConfirming(false)}
              confirmDisabled={!deletion.ready}
            >
              <DeletionImpact impact={deletion.impact} />
            </ConfirmDialog>
          </div>
        )}
      </QueryView>
    </div>
  );
}
