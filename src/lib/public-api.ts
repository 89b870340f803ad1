// The framework-free public pages' calls (pricing, pre-registration, free trial) through Hono's typed client on the
// routes' own types: what these pages read is what the handlers return, derived rather than restated, and a visitor's
// phone downloads 2 KB for it instead of the couple pages' client (Zod and every schema). Bodies are checked by the
// API (its French 400s); an error answer is read with the shared schema, loaded only when an answer is not OK.
import { hc, type ClientResponse } from 'hono/client';
import type { preRegistrationRoutes } from '../server/http/routes/pre-registration.ts';
import type { pricingRoutes } from '../server/http/routes/pricing.ts';
import type { trialRoutes } from '../server/http/routes/trial.ts';
import type { AppError } from '../shared/errors.ts';
import type { TPreRegistrationRequest } from '../shared/schemas/pre-registration.ts';
import type { TCreateTrialRequest, TUpdateTrialRequest } from '../shared/schemas/trial.ts';

const pricing = hc<typeof pricingRoutes>('/api/pricing');
const preRegistration = hc<typeof preRegistrationRoutes>('/api');
const trial = hc<typeof trialRoutes>('/api');

const asJson = (body: unknown) => ({
  init: { body: JSON.stringify(body), headers: { accept: 'application/json', 'content-type': 'application/json' } },
});

/** The answer's body, or the AppError the couple pages' client would raise for it (same code, status, French text). */
async function read<T>(pending: Promise<ClientResponse<T>>): Promise<T> {
  const res = await pending;
  if (res.ok) return (await res.json()) as T;
  const { appErrorFromResponse } = await import('../shared/schemas/app-error.ts');
  throw appErrorFromResponse(res.status, await res.text(), res.statusText) satisfies AppError;
}

export const publicApi = {
  /** Active plans, in display order. */
  plans: () => read(pricing.plans.$get()),
  /** How many couples pre-registered (the list itself is for administrators). */
  preRegistrationCount: async () => (await read(preRegistration['admin-direct']['pre-registrations'].$get())).count,
  preRegister: (input: TPreRegistrationRequest) =>
    read(preRegistration['pre-registration'].$post(undefined, asJson(input))),
  /** Creates a free trial; the browser keeps an HttpOnly cookie that alone may edit it. */
  createTrial: (input: TCreateTrialRequest) => read(trial['create-trial'].$post(undefined, asJson(input))),
  updateTrial: (weddingId: string, input: TUpdateTrialRequest) =>
    read(trial.trial.weddings[':weddingId'].$patch({ param: { weddingId } }, asJson(input))),
};
