// The « Journée et foyers » tab of /wedding/:id: the parts of the day, the households invited to them with their
// answers per part, and the table plan.
import { useGuestListVersion } from '../../../components/hooks.ts';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import type { TRsvpSummary } from '../../../shared/schemas/guests.ts';
import { t } from '../../../shared/messages/households.ts';
import { noteGuestListChange } from '../../../stores/guest-list-changes.ts';
import { coupleReads } from '../../../stores/session.ts';
import HouseholdsPanel from './HouseholdsPanel.tsx';
import SeatingPlanPanel from './SeatingPlanPanel.tsx';
import WeddingPartsEditor from './WeddingPartsEditor.tsx';

/** `partCounts`: who is invited and comes to each part, from the answers' figures GuestsSection reads. */
export default function WeddingDayTab({
  weddingId,
  partCounts,
}: {
  weddingId: number;
  partCounts: TRsvpSummary['parts'] | undefined;
}) {
  // The list above (an answer taken in, a guest added) changes the households and their counts: the version.
  const version = useGuestListVersion(weddingId);
  const parts = useQuery(() => weddingDayApi.parts(weddingId), `wedding/${weddingId}/parts#${version}`, coupleReads);
  const households = useQuery(
    () => weddingDayApi.households(weddingId),
    `wedding/${weddingId}/households#${version}`,
    coupleReads,
  );
  const seating = useQuery(
    () => weddingDayApi.seating(weddingId),
    `wedding/${weddingId}/seating#${version}`,
    coupleReads,
  );
  const reload = () => noteGuestListChange(weddingId);
  const error = parts.error ?? households.error ?? seating.error;
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {errorMessage(error, t('day.loadError'))}
      </div>
    );
  if (!parts.data || !households.data || !seating.data) return <LoadingState page />;
  return (
    <div className="space-y-10" data-testid="wedding-day">
      {/* Saved parts start the editor again from what the server kept. */}
      <WeddingPartsEditor
        key={JSON.stringify(parts.data)}
        weddingId={weddingId}
        parts={parts.data}
        counts={partCounts}
        onSaved={reload}
      />
      <HouseholdsPanel weddingId={weddingId} households={households.data} parts={parts.data} onChange={reload} />
      <SeatingPlanPanel weddingId={weddingId} plan={seating.data} onChange={reload} />
    </div>
  );
}
