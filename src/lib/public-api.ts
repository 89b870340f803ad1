// The framework-free public pages' calls (pricing, pre-registration, free trial), typed by the routes' own types:
// what these pages read is what the handlers return, derived rather than restated. The calls go through
// src/lib/api-call.ts, as the couple's and the back office's do: an error answer is read with the shared schema,
// loaded only when an answer is not OK.
import type { preRegistrationRoutes } from '../server/http/routes/pre-registration.ts';
import type { pricingRoutes } from '../server/http/routes/pricing.ts';
import type { trialRoutes } from '../server/http/routes/trial.ts';
import type { TPreRegistrationRequest } from '../shared/schemas/pre-registration.ts';
import type { TCreateTrialRequest, TUpdateTrialRequest } from '../shared/schemas/trial.ts';
import { call, client } from './api-call.ts';

const pricing = client<typeof pricingRoutes>('/api/pricing');
const preRegistration = client<typeof preRegistrationRoutes>('/api');
const trial = client<typeof trialRoutes>('/api');

export const publicApi = {
  /** Active plans, in display order. */
  plans: () => call((o) => pricing.plans.$get(undefined, o)),
  /** How many couples pre-registered (the list itself is for administrators). */
  preRegistrationCount: async () =>
    (await call((o) => preRegistration['admin-direct']['pre-registrations'].$get(undefined, o))).count,
  preRegister: (input: TPreRegistrationRequest) =>
    call((o) => preRegistration['pre-registration'].$post(undefined, o), input),
  /** Creates a free trial; the browser keeps an HttpOnly cookie that alone may edit it. */
  createTrial: (input: TCreateTrialRequest) => call((o) => trial['create-trial'].$post(undefined, o), input),
  updateTrial: (weddingId: string, input: TUpdateTrialRequest) =>
    call((o) => trial.trial.weddings[':weddingId'].$patch({ param: { weddingId } }, o), input),
};
