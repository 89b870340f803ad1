// « Les moments de la journée »: the parts of the day in their order, each with its time and place (which ceremony
// and which reception the wedding's fields stand for: shared/wedding-part-kinds.ts). A new part may invite the whole
// list at once.
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import { partCounts, t } from '../../../shared/messages/households.ts';
import { WEDDING_PART_KINDS, type TWeddingPart, type TWeddingPartKind } from '../../../shared/schemas/households.ts';
import type { TRsvpSummary } from '../../../shared/schemas/guests.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type Draft = {
  key: string;
  id: number | null;
  kind: TWeddingPartKind;
  label: string;
  date: string;
  time: string;
  venue: string;
  address: string;
  /** A new part: the whole list is invited to it (the couple unticks it for a brunch among close family). */
  inviteAll: boolean;
};

const draftOf = (p: TWeddingPart): Draft => ({
  key: `p${p.id}`,
  id: p.id,
  kind: p.kind,
  label: p.label ?? '',
  date: p.date ?? '',
  time: p.time ?? '',
  venue: p.venue ?? '',
  address: p.address ?? '',
  inviteAll: false,
});
let counter = 0;

export default function WeddingPartsEditor({
  weddingId,
  parts,
  counts,
  onSaved,
}: {
  weddingId: number;
  parts: TWeddingPart[];
  counts: TRsvpSummary['parts'] | undefined;
  onSaved: () => void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => parts.map(draftOf));
  const [saving, setSaving] = useState(false);

  const set = (key: string, field: keyof Draft, value: string | boolean) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
  const add = () =>
    setDrafts((all) => [
      ...all,
      {
        key: `new${++counter}`,
        id: null,
        kind: 'dinner',
        label: '',
        date: '',
        time: '',
        venue: '',
        address: '',
        inviteAll: true,
      },
    ]);

  async function save() {
    setSaving(true);
    try {
      await weddingDayApi.saveParts(weddingId, {
        parts: drafts.map(({ key: _key, id, inviteAll, ...rest }) => ({ ...rest, ...(id ? { id } : { inviteAll }) })),
      });
      showToast({ title: t('day.parts.saved') });
      onSaved();
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('day.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="day-parts-title" className="space-y-3" data-testid="wedding-parts">
      <h3 id="day-parts-title" className="text-xl">
        {t('day.parts.title')}
      </h3>
      <p className="text-sm text-base-content/80">{t('day.parts.intro')}</p>
      {drafts.length === 0 && <p className="text-sm">{t('day.parts.empty')}</p>}
      <ol className="space-y-3">
        {drafts.map((d, index) => {
          const count = d.id ? counts?.find((c) => c.partId === d.id) : undefined;
          const id = (field: string) => `part-${d.key}-${field}`;
          return (
            <li key={d.key} className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="wedding-part">
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                <label className="fieldset py-0" htmlFor={id('kind')}>
                  <span className="fieldset-legend pb-1 pt-0 text-sm">{t('day.parts.kind')}</span>
                  <select
                    id={id('kind')}
                    className="select w-full"
                    value={d.kind}
                    onChange={(e) => set(d.key, 'kind', e.target.value)}
                    data-testid="wedding-part-kind"
                  >
                    {WEDDING_PART_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`part.kind.${kind}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <PartInput
                  id={id('time')}
                  field="time"
                  type="time"
                  draft={d}
                  onChange={set}
                  testId="wedding-part-time"
                />
                <PartInput id={id('date')} field="date" type="date" draft={d} onChange={set} />
                <PartInput id={id('venue')} field="venue" draft={d} onChange={set} testId="wedding-part-venue" />
                <PartInput id={id('address')} field="address" draft={d} onChange={set} className="sm:col-span-2" />
                <PartInput id={id('label')} field="label" draft={d} onChange={set} />
              </div>
              {d.id === null && (
                <label className="mt-2 flex items-center gap-2 text-sm" htmlFor={id('invite-all')}>
                  <input
                    id={id('invite-all')}
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={d.inviteAll}
                    onChange={(e) => set(d.key, 'inviteAll', e.target.checked)}
                    data-testid="wedding-part-invite-all"
                  />
                  {t('day.parts.inviteAll')}
                </label>
              )}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-base-content/80" data-testid="wedding-part-counts">
                  {count ? partCounts(count) : null}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                  aria-label={`${t('day.parts.remove')} ${index + 1}`}
                >
                  {t('day.parts.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={add} data-testid="wedding-part-add">
          <span aria-hidden="true">+</span> {t('day.parts.add')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={save}
          disabled={saving}
          data-testid="wedding-parts-save"
        >
          {saving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('day.parts.save')}
        </button>
      </div>
    </section>
  );
}

type TextField = 'time' | 'date' | 'venue' | 'address' | 'label';

/** One labelled text input of a part (its label is `day.parts.<field>`). */
function PartInput({
  id,
  field,
  draft,
  onChange,
  type = 'text',
  testId,
  className = '',
}: {
  id: string;
  field: TextField;
  draft: Draft;
  onChange: (key: string, field: keyof Draft, value: string) => void;
  type?: 'text' | 'time' | 'date';
  testId?: string;
  className?: string;
}) {
  return (
    <label className={`fieldset py-0 ${className}`} htmlFor={id}>
      <span className="fieldset-legend pb-1 pt-0 text-sm">{t(`day.parts.${field}`)}</span>
      <input
        id={id}
        type={type}
        className="input w-full"
        value={draft[field]}
        onChange={(e) => onChange(draft.key, field, e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
