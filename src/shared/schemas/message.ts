// The answer of a write whose only result is a French sentence (a deletion, a password change, a sign-out).
import * as z from './zod-fr.ts';

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
