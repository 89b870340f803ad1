// Business constants of pre-registration (spec 000 section 9), free of zod so that the page's script stays small.

/** Counter animation and list polling of the pre-registration page. */
export const PRE_REGISTRATION_POLL_MS = 5000;
export const COUNTER_STEP_MS = 100;
