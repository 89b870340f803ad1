// The back office's team (« Équipe »): staff accounts, their roles, invitations sent by e-mail.
import { t } from '../messages/index.ts';
import { ZEmail, ZNewPassword } from './auth.ts';
import * as z from './zod-fr.ts';

export const ADMIN_ROLES = ['administrator', 'support'] as const;
export const ZAdminRole = z.enum(ADMIN_ROLES, { error: t('admin.team.invalidRole') });
export type TAdminRole = z.infer<typeof ZAdminRole>;

export const ZStaffMember = z.object({
  id: z.string(),
  /** Masked for a Support reader, like every e-mail of the back office. */
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZAdminRole,
  disabled: z.boolean(),
  /** The account of ADMIN_USERNAME / ADMIN_PASSWORD. */
  builtIn: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffInvitation = z.object({
  email: z.string(),
  role: ZAdminRole,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

export const ZAdminTeam = z.object({ staff: z.array(ZStaffMember), invitations: z.array(ZStaffInvitation) });
export type TAdminTeam = z.infer<typeof ZAdminTeam>;

export const ZInviteStaffRequest = z.object({ email: ZEmail, role: ZAdminRole });
export type TInviteStaffRequest = z.input<typeof ZInviteStaffRequest>;

export const ZUpdateStaffRequest = z
  .object({ role: ZAdminRole, disabled: z.boolean({ error: t('admin.team.invalidDisabled') }) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: t('admin.users.nothingToChange') });
export type TUpdateStaffRequest = z.input<typeof ZUpdateStaffRequest>;

const ZInvitationToken = z
  .string({ error: t('admin.invitation.invalid') })
  .min(20, t('admin.invitation.invalid'))
  .max(100, t('admin.invitation.invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, t('admin.invitation.invalid'));

export const ZCheckStaffInvitationRequest = z.object({ token: ZInvitationToken });
export const ZStaffInvitationInfo = z.object({ email: z.string(), role: ZAdminRole, expiresAt: z.string() });
export type TStaffInvitationInfo = z.infer<typeof ZStaffInvitationInfo>;

const ZPersonName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
export const ZAcceptStaffInvitationRequest = z.object({
  token: ZInvitationToken,
  firstName: ZPersonName(t('signup.firstName.required')),
  lastName: ZPersonName(t('signup.lastName.required')),
  password: ZNewPassword,
});
export type TAcceptStaffInvitationRequest = z.input<typeof ZAcceptStaffInvitationRequest>;
