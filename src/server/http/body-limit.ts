// Every request's body is bounded while it is read, before anything parses it or checks its signature: a client
// announcing (Content-Length) or streaming more than the route's limit is answered 413 without its body being
// held in memory. The CSV import has its own, larger limit; everything else is small JSON or a provider's form.
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { t } from '../../shared/messages/index.ts';
import { MAX_IMPORT_BYTES } from '../../shared/schemas/guests.ts';
import type { AppEnv } from './types.ts';

/** JSON bodies and the providers' webhooks: a wedding's longest text field is far below it. */
export const MAX_JSON_BYTES = 64 * 1024;

const IMPORT_PATH = /^\/api\/weddings\/[^/]+\/(?:guests|seating)\/import$/;

function limited(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    },
  });
}

const jsonLimit = limited(MAX_JSON_BYTES, t('error.bodyTooLarge', { max: MAX_JSON_BYTES / 1024 }));
const importLimit = limited(MAX_IMPORT_BYTES, tGuestList('guestList.import.error.tooLarge'));

/** The limit of the request's route: the import's for the CSV import, the JSON one for every other. */
export const limitBody = createMiddleware<AppEnv>((c, next) => (IMPORT_PATH.test(c.req.path) ? importLimit(c, next) : jsonLimit(c, next)));
