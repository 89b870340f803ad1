// « Les foyers »: each household with its members (a phone is optional), the parts of the day it is invited to,
// its seats, when it was sent the invitation on WhatsApp, and its answer per part (any member's answer is the
// household's, shown with who gave it).
import { useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import { t, tCount } from '../../../shared/messages/households.ts';
import type { THousehold, TWeddingPart } from '../../../shared/schemas/households.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { SendInvitationsToAll, useSendInvitations } from './SendInvitations.tsx';

type MemberDraft = { key: number; firstName: string; lastName: string; phone: string; isChild: boolean };
type Draft = { id: number | null; name: string; seats: string; partIds: number[]; members: MemberDraft[] };
let counter = 0;
const emptyMember = (): MemberDraft => ({ key: ++counter, firstName: '', lastName: '', phone: '', isChild: false });

function HouseholdForm({
  weddingId,
  parts,
  initial,
  onDone,
}: {
  weddingId: number;
  parts: TWeddingPart[];
  initial: Draft;
  onDone: (saved: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setMember = (key: number, field: keyof MemberDraft, value: string | boolean) =>
    setDraft((d) => ({ ...d, members: d.members.map((m) => (m.key === key ? { ...m, [field]: value } : m)) }));

  async function save() {
    setSaving(true);
    setError(null);
    const input = {
      name: draft.name,
      seats: draft.seats ? Number(draft.seats) : null,
      partIds: draft.partIds,
      members: draft.members
        .filter((m) => m.firstName.trim() || m.lastName.trim() || m.phone.trim())
        .map(({ key: _key, ...m }) => m),
    };
    try {
      if (draft.id) await weddingDayApi.updateHousehold(weddingId, draft.id, input);
      else await weddingDayApi.addHousehold(weddingId, input);
      showToast({ title: t('day.households.saved') });
      onDone(true);
    } catch (failure) {
      handleUnauthenticated(failure);
      setError(errorMessage(failure, t('day.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-3 rounded-box border border-primary/40 bg-base-100 p-3" data-testid="household-form">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <label className="fieldset py-0" htmlFor="household-name">
          <span className="fieldset-legend pb-1 pt-0 text-sm">{t('day.households.name')}</span>
          <input
            id="household-name"
            className="input w-full"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            data-testid="household-name"
          />
        </label>
        <label className="fieldset py-0" htmlFor="household-seats">
          <span className="fieldset-legend pb-1 pt-0 text-sm">{t('day.households.seats')}</span>
          <input
            id="household-seats"
            type="number"
            min={1}
            max={50}
            className="input w-full"
            value={draft.seats}
            onChange={(e) => setDraft({ ...draft, seats: e.target.value })}
            data-testid="household-seats"
          />
        </label>
      </div>
      <fieldset className="fieldset py-0">
        <legend className="fieldset-legend pb-1 pt-0 text-sm">{t('day.households.parts')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {parts.map((part) => (
            <label key={part.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={draft.partIds.includes(part.id)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    partIds: e.target.checked
                      ? [...draft.partIds, part.id]
                      : draft.partIds.filter((id) => id !== part.id),
                  })
                }
                data-testid="household-part"
              />
              {part.name}
              {part.time ? ` (${part.time})` : ''}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="fieldset py-0">
        <legend className="fieldset-legend pb-1 pt-0 text-sm">{t('day.households.members')}</legend>
        <ul className="space-y-2">
          {draft.members.map((m, i) => (
            <li
              key={m.key}
              className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]"
              data-testid="household-member-row"
            >
              <input
                aria-label={`${t('day.households.firstName')} ${i + 1}`}
                placeholder={t('day.households.firstName')}
                className="input input-sm w-full"
                value={m.firstName}
                onChange={(e) => setMember(m.key, 'firstName', e.target.value)}
                data-testid="member-first-name"
              />
              <input
                aria-label={`${t('day.households.lastName')} ${i + 1}`}
                placeholder={t('day.households.lastName')}
                className="input input-sm w-full"
                value={m.lastName}
                onChange={(e) => setMember(m.key, 'lastName', e.target.value)}
                data-testid="member-last-name"
              />
              <input
                aria-label={`${t('day.households.phone')} ${i + 1}`}
                placeholder={t('day.households.phone')}
                type="tel"
                className="input input-sm w-full"
                value={m.phone}
                onChange={(e) => setMember(m.key, 'phone', e.target.value)}
                data-testid="member-phone"
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={m.isChild}
                  onChange={(e) => setMember(m.key, 'isChild', e.target.checked)}
                />
                {t('day.households.child')}
              </label>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-ghost btn-sm mt-1 w-fit"
          onClick={() => setDraft({ ...draft, members: [...draft.members, emptyMember()] })}
          data-testid="household-add-member"
        >
          <span aria-hidden="true">+</span> {t('day.households.addMember')}
        </button>
      </fieldset>
      {error && (
        <p className="alert alert-error text-sm" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={save}
          disabled={saving}
          data-testid="household-save"
        >
          {t('day.households.save')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onDone(false)}>
          {t('day.households.cancel')}
        </button>
      </div>
    </div>
  );
}

function Answer({ household, parts }: { household: THousehold; parts: TWeddingPart[] }) {
  if (!household.rsvp?.status) return <span className="badge badge-ghost">{t('day.households.pending')}</span>;
  return (
    <div className="space-y-1 text-sm">
      <ul className="flex flex-wrap gap-1">
        {household.rsvp.parts.map((a) => (
          <li
            key={a.partId ?? 'all'}
            className={`badge ${a.status === 'yes' ? 'badge-success' : a.status === 'no' ? 'badge-error' : 'badge-warning'}`}
            data-testid="household-part-answer"
          >
            {(parts.find((p) => p.id === a.partId)?.name ?? '') + (a.partId ? ' : ' : '')}
            {t(`day.households.answer.${a.status}`)}
            {a.partySize ? ` (${a.partySize})` : a.uncounted ? ` (${t('day.households.answer.uncounted')})` : ''}
          </li>
        ))}
      </ul>
      {household.rsvp.answeredBy && (
        <p className="text-xs text-base-content/70">
          {t('day.households.answeredBy', { name: household.rsvp.answeredBy })}
        </p>
      )}
    </div>
  );
}

export default function HouseholdsPanel({
  weddingId,
  households,
  parts,
  onChange,
}: {
  weddingId: number;
  households: THousehold[];
  parts: TWeddingPart[];
  onChange: () => void;
}) {
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<THousehold | null>(null);
  const invitations = useSendInvitations(weddingId, onChange);

  async function remove(h: THousehold) {
    try {
      const { message } = await weddingDayApi.removeHousehold(weddingId, h.id);
      showToast({ title: message });
      setDeleting(null);
      onChange();
    } catch (failure) {
      handleUnauthenticated(failure);
      showError(errorMessage(failure, t('day.saveFailed')));
    }
  }

  return (
    <section aria-labelledby="day-households-title" className="space-y-3" data-testid="households">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="day-households-title" className="text-xl">
          {t('day.households.title')}
        </h3>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() =>
            setEditing({
              id: null,
              name: '',
              seats: '',
              partIds: parts.map((p) => p.id),
              members: [emptyMember(), emptyMember()],
            })
          }
          data-testid="household-new"
        >
          <span aria-hidden="true">+</span> {t('day.households.add')}
        </button>
      </div>
      <p className="text-sm text-base-content/80">{t('day.households.intro')}</p>
      {households.length > 0 && (
        <SendInvitationsToAll
          notInvited={households.filter((h) => h.listed && !h.invitedAt).length}
          sending={invitations.sending}
          summary={invitations.summary}
          onSend={() => void invitations.send()}
        />
      )}
      {editing && (
        <HouseholdForm
          weddingId={weddingId}
          parts={parts}
          initial={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) onChange();
          }}
        />
      )}
      {households.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-sm">
          {t('day.households.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {households.map((h) => (
            <li
              key={h.id}
              className="space-y-2 rounded-box border border-base-300 bg-base-100 p-3"
              data-testid="household-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold" data-testid="household-card-name">
                    {h.name}
                  </p>
                  <p className="text-xs text-base-content/70">
                    {[
                      h.seats ? tCount('day.households.seatsOf', h.seats) : null,
                      parts
                        .filter((p) => h.partIds.includes(p.id))
                        .map((p) => p.name)
                        .join(', '),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Answer household={h} parts={parts} />
              </div>
              <p className="text-xs text-base-content/70" data-testid="household-invited">
                {h.invitedAt
                  ? t('day.households.invited', { at: formatDateTime(h.invitedAt) })
                  : t('day.households.notInvited')}
              </p>
              {h.dietaryNotes && (
                <p className="text-xs text-base-content/70" data-testid="household-diet">
                  {t('day.households.diet', { notes: h.dietaryNotes })}
                </p>
              )}
              {h.remindedAt && (
                <p className="text-xs text-base-content/70" data-testid="household-reminded">
                  {t('day.households.reminded', { at: formatDateTime(h.remindedAt) })}
                </p>
              )}
              {h.nudgedAt && (
                <p className="text-xs text-base-content/70" data-testid="household-nudged">
                  {t('day.households.nudged', { at: formatDateTime(h.nudgedAt) })}
                </p>
              )}
              <ul className="text-sm" data-testid="household-members">
                {h.members.map((m) => (
                  <li key={m.id} className="flex flex-wrap gap-x-2" data-testid="household-member">
                    <span>{m.name}</span>
                    {m.isChild && <span className="badge badge-ghost badge-xs">{t('day.households.child')}</span>}
                    <span className="font-mono text-xs text-base-content/70">
                      {m.phoneNumber ?? t('day.households.noPhone')}
                    </span>
                    {m.table && (
                      <span className="text-xs text-base-content/70">
                        {t('day.households.table', { name: m.table })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                {/* A household without members yet has no one the invitation could reach. */}
                {h.listed && (
                  <button
                    type="button"
                    className="btn btn-outline btn-secondary btn-xs"
                    onClick={() => void invitations.send([h.id])}
                    disabled={invitations.sending}
                    aria-label={`${t(h.invitedAt ? 'day.households.inviteAgain' : 'day.households.invite')} : ${h.name}`}
                    data-testid="household-invite"
                  >
                    {t(h.invitedAt ? 'day.households.inviteAgain' : 'day.households.invite')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() =>
                    setEditing({
                      id: h.id,
                      name: h.name,
                      seats: h.seats ? String(h.seats) : '',
                      partIds: h.partIds,
                      members: [],
                    })
                  }
                  aria-label={`${t('day.households.edit')} ${h.name}`}
                >
                  {t('day.households.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  onClick={() => setDeleting(h)}
                  aria-label={`${t('day.households.delete')} ${h.name}`}
                >
                  {t('day.households.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('day.households.delete.title')}
        message={t('day.households.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('day.households.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
