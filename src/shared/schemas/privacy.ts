// Request and response shapes of the couple's data export and account erasure (GDPR).
import * as z from './zod-fr.ts';
import { t } from '../messages/privacy.ts';

export const ZDeleteAccountRequest = z.object({
  password: z
    .string({ error: t('privacy.delete.passwordRequired') })
    .min(1, t('privacy.delete.passwordRequired'))
    .max(256, t('privacy.delete.passwordWrong')),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZDeleteAccountResponse = z.object({ message: z.string() });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

/** The export is the account's own data, read as is: only its top-level shape is a contract. */
export const ZAccountExport = z.looseObject({
  exportedAt: z.string(),
  account: z.looseObject({ id: z.string(), email: z.string().nullable() }),
  weddings: z.array(z.looseObject({ id: z.number() })),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
