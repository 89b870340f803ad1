// « Inviter un collègue » links: 256 random bits in the e-mailed URL (in its fragment), only their SHA-256 stored.
export {
  generatePasswordResetToken as generateStaffInvitationToken,
  hashPasswordResetToken as hashStaffInvitationToken,
} from './password-reset-token.ts';

export const STAFF_INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Where the e-mailed link leads; the token rides in the fragment, never sent to a server in a Referer or a log. */
export const STAFF_INVITATION_PATH = '/admin/invitation';
