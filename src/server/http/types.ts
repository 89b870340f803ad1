import type { Database } from '../../../db/client.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { Env } from '../env.ts';

/** What the host (local server or Netlify function) hands to every request. */
export type AppBindings = {
  db: Database;
  config: Env;
  /** The caller's address as the host sees it, for rate limits. */
  clientIp?: string | undefined;
};

export type AppVariables = {
  requestId: string;
  user: TSessionUser | null;
  /** Hash of the current session token, when signed in. */
  sessionSid: string | null;
  /** When the password was last typed for this session (sign-in or re-authentication). */
  signedInAt: Date | null;
};

export type AppEnv = { Bindings: AppBindings; Variables: AppVariables };
