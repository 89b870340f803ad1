// Business constants of pre-registration (spec 000 section 9), free of zod so that the page's script stays small.

/** Launch offer shown on the thank-you page: 70 € instead of 100 €. */
export const LAUNCH_OFFER = { priceCents: 7000, regularPriceCents: 10000 } as const;

/** Counter animation and list polling of the pre-registration page. */
export const PRE_REGISTRATION_POLL_MS = 5000;
export const COUNTER_STEP_MS = 100;
