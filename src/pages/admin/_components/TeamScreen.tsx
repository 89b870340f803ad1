// /admin/equipe: the staff with role, status and last sign-in; « Inviter un collègue » (an e-mail with a link valid
// 48 hours); change a role, disable or enable an account. A Support reader sees the list read-only (the server
// refuses their writes anyway, and masks the e-mails it sends them).
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import {
  ADMIN_ROLES,
  ZInviteStaffRequest,
  type TAdminRole,
  type TStaffMember,
} from '../../../shared/schemas/admin-team.ts';
import { $adminSession, adminReads } from '../../../stores/admin-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { showFailure } from './feedback.ts';
import { frDateTime, personName } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { BusyButton } from '../../../components/ui/Field.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { DANGER_BUTTON } from '../../../components/ui/tones.ts';
import { useQuery } from '../../../components/use-query.ts';

function InviteForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAdminRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZInviteStaffRequest.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('admin.team.invite.failed'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sent = await adminApi.inviteStaff(parsed.data);
      showToast({ title: sent.message });
      setEmail('');
      onSent();
    } catch (err) {
      showFailure(t('admin.team.invite.failed'), err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-testid="team-invite-form">
      <div className="fieldset min-w-0 flex-1 basis-64">
        <label htmlFor="invite-email" className="fieldset-legend">
          {t('admin.team.invite.email')}
        </label>
        <input
          id="invite-email"
          type="email"
          className="input w-full"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-email-error' : undefined}
        />
      </div>
      <div className="fieldset basis-40">
        <label htmlFor="invite-role" className="fieldset-legend">
          {t('admin.team.invite.role')}
        </label>
        <select
          id="invite-role"
          className="select w-full"
          value={role}
          onChange={(e) => setRole(e.target.value as TAdminRole)}
        >
          {roleOptions}
        </select>
      </div>
      <BusyButton busy={busy}>{t('admin.team.invite.submit')}</BusyButton>
      {error && (
        <p id="invite-email-error" role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <p className="w-full text-sm text-base-content/75">{t('admin.team.role.supportHint')}</p>
    </form>
  );
}

function MemberRow({
  member,
  me,
  readOnly,
  onChange,
  onDisable,
}: {
  member: TStaffMember;
  me: boolean;
  readOnly: boolean;
  onChange: (changes: { role?: TAdminRole; disabled?: boolean }) => void;
  onDisable: () => void;
}) {
  const name = personName(member);
  return (
    <li
      className="grid gap-2 border-b border-base-300 py-3 last:border-b-0 md:grid-cols-[minmax(0,2fr)_10rem_7rem_minmax(0,1fr)_7rem] md:items-center md:gap-4"
      data-testid="team-member"
      data-staff-id={member.id}
    >
      <div className="min-w-0">
        <p className="font-medium">
          {name} {me && <span className="text-sm text-base-content/75">{t('admin.team.you')}</span>}
        </p>
        <p className="truncate text-sm text-base-content/75" data-testid="team-member-email">
          {member.email ?? member.username}
        </p>
        {member.builtIn && <Badge tone="info">{t('admin.team.builtIn')}</Badge>}
      </div>
      <div>
        {readOnly ? (
          <Badge tone={member.role === 'administrator' ? 'primary' : 'neutral'} testId="team-member-role">
            {t(`admin.team.role.${member.role}`)}
          </Badge>
        ) : (
          <select
            className="select select-sm w-full"
            aria-label={t('admin.team.changeRole', { name })}
            value={member.role}
            onChange={(e) => onChange({ role: e.target.value as TAdminRole })}
            data-testid="team-member-role"
          >
            {roleOptions}
          </select>
        )}
      </div>
      <div>
        <Badge tone={member.disabled ? 'error' : 'success'} testId="team-member-status">
          {member.disabled ? t('admin.team.status.disabled') : t('admin.team.status.active')}
        </Badge>
      </div>
      <p className="text-sm">
        <span className="text-base-content/75 md:sr-only">{t('admin.team.col.lastSignIn')} : </span>
        {member.lastSignInAt ? frDateTime(member.lastSignInAt) : t('admin.team.never')}
      </p>
      <div>
        {!readOnly &&
          (member.disabled ? (
            <button
              type="button"
              className="btn btn-outline btn-xs"
              onClick={() => onChange({ disabled: false })}
              data-testid="team-member-enable"
            >
              {t('admin.team.enable')}
            </button>
          ) : (
            <button type="button" className={DANGER_BUTTON} onClick={onDisable} data-testid="team-member-disable">
              {t('admin.team.disable')}
            </button>
          ))}
      </div>
    </li>
  );
}

export default function TeamScreen() {
  const session = useStore($adminSession);
  const team = useQuery(() => adminApi.team(), 'team', adminReads);
  const [disabling, setDisabling] = useState<TStaffMember | null>(null);
  const readOnly = session.user?.adminRole === 'support';

  async function update(member: TStaffMember, changes: { role?: TAdminRole; disabled?: boolean }) {
    try {
      await adminApi.updateStaff(member.id, changes);
      showToast({ title: t('admin.team.updated') });
    } catch (err) {
      showFailure(t('admin.team.updateFailed'), err);
    }
    team.reload();
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.team.title')}
        subtitle={t('admin.team.subtitle')}
        actions={readOnly ? <Badge tone="warning">{t('admin.team.readOnlyBadge')}</Badge> : undefined}
      />
      {!readOnly && (
        <Section title={t('admin.team.invite')} testId="team-invite">
          <InviteForm onSent={team.reload} />
        </Section>
      )}
      <QueryView query={team}>
        {(data) => (
          <>
            <Section title={t('admin.team.title')} testId="team-list">
              <div
                className="hidden border-b border-base-300 pb-2 text-sm font-semibold md:grid md:grid-cols-[minmax(0,2fr)_10rem_7rem_minmax(0,1fr)_7rem] md:gap-4"
                aria-hidden="true"
              >
                <span>{t('admin.team.col.name')}</span>
                <span>{t('admin.team.col.role')}</span>
                <span>{t('admin.team.col.status')}</span>
                <span>{t('admin.team.col.lastSignIn')}</span>
                <span className="sr-only">{t('admin.actions')}</span>
              </div>
              <ul aria-label={t('admin.team.title')}>
                {data.staff.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    me={member.id === session.user?.id}
                    readOnly={readOnly}
                    onChange={(changes) => void update(member, changes)}
                    onDisable={() => setDisabling(member)}
                  />
                ))}
              </ul>
            </Section>
            <Section title={t('admin.team.pending')} testId="team-invitations">
              {data.invitations.length === 0 ? (
                <p className="text-sm text-base-content/75">{t('admin.team.pendingEmpty')}</p>
              ) : (
                <ul className="divide-y divide-base-300">
                  {data.invitations.map((invitation) => (
                    <li
                      key={invitation.email}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                      data-testid="team-invitation"
                    >
                      <span className="min-w-0 break-all font-medium">{invitation.email}</span>
                      <Badge>{t(`admin.team.role.${invitation.role}`)}</Badge>
                      <span className="text-sm text-base-content/75">
                        {t('admin.team.expires', { date: frDateTime(invitation.expiresAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={disabling !== null}
        title={t('admin.team.disable')}
        message={disabling ? t('admin.team.confirmDisable', { name: personName(disabling) }) : ''}
        confirmLabel={t('admin.team.disable')}
        onConfirm={async () => {
          if (disabling) await update(disabling, { disabled: true });
          setDisabling(null);
        }}
        onClose={() => setDisabling(null)}
      />
    </div>
  );
}

const roleOptions = ADMIN_ROLES.map((r) => (
  <option key={r} value={r}>
    {t(`admin.team.role.${r}`)}
  </option>
));
