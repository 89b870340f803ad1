// Every request's body is bounded while it is read, before anything parses it or checks its signature: a client
// announcing (Content-Length) or streaming more than the route's limit is answered 413 without its body being
// held in memory. The CSV import has its own, larger limit; everything else is small JSON or a provider's form.
import { createMiddleware } from 'hono/factory';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { MAX_IMPORT_BYTES } from '../../shared/schemas/guests.ts';
import { limited, limitJsonBody } from './json-body-limit.ts';
import type { AppEnv } from './types.ts';

export { MAX_JSON_BYTES } from './json-body-limit.ts';

const IMPORT_PATH = /^\/api\/weddings\/[^/]+\/(?:guests|seating)\/import$/;
const importLimit = limited(MAX_IMPORT_BYTES, tGuestList('guestList.import.error.tooLarge'));

/** The limit of the request's route: the import's for the CSV import, the JSON one for every other. */
export const limitBody = createMiddleware<AppEnv>((c, next) =>
  IMPORT_PATH.test(c.req.path) ? importLimit(c, next) : limitJsonBody(c, next),
);
