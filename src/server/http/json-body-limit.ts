// The bound of JSON bodies and of the providers' webhooks while they are read (body-limit.ts), apart from the CSV
// import's: the guests' function (whatsapp-app.ts) takes no import and does not build the guest list's schemas.
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

/** JSON bodies and the providers' webhooks: a wedding's longest text field is far below it. */
export const MAX_JSON_BYTES = 64 * 1024;

export function limited(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    },
  });
}

export const limitJsonBody = limited(MAX_JSON_BYTES, t('error.bodyTooLarge', { max: MAX_JSON_BYTES / 1024 }));
