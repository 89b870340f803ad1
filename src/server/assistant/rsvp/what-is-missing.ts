// What an answer to the invitation leaves out, decided by the reader (read-rsvp.ts) and asked by the follow-up
// (follow-up.ts).
import type { Rsvp } from './read-rsvp.ts';

export type Missing = 'partySize' | 'status';

/**
 * The one thing an answer leaves out that is worth asking: how many come after a yes without a count; whether they
 * come after a dietary note alone. A maybe is not pressed: the guest does not know yet.
 */
export function missingOf({ status, partySize, diet }: Pick<Rsvp, 'status' | 'partySize' | 'diet'>): Missing | null {
  if (status === 'yes' && partySize === null) return 'partySize';
  if (status === null && partySize === null && diet !== null) return 'status';
  return null;
}
