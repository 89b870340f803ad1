// The body of an error answer as the browser reads it: src/lib/api-client.ts parses every non-OK answer with it.
import { APP_ERROR_CODES, AppError } from '../errors.ts';
import * as z from './zod-fr.ts';

export const ZAppErrorJson = z.object({
  code: z.enum(APP_ERROR_CODES).optional(),
  message: z.string(),
  errorId: z.string().optional(),
});

/** A non-OK answer as an AppError: "STATUS: body" as its message, the server's French text as its user message. */
export function appErrorFromResponse(status: number, body: string, statusText: string): AppError {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const parsed = ZAppErrorJson.safeParse(json);
  return AppError.received(status, `${status}: ${body || statusText}`, parsed.success ? parsed.data : undefined);
}
