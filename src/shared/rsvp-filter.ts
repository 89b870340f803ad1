// Which guests a filter on the answer to the invitation keeps, one rule for the couple's list, its figures and its
// CSV export (no zod here: the guest tab loads it on its first paint).
export const RSVP_FILTERS = ['all', 'yes', 'no', 'maybe', 'waiting'] as const;
export type TRsvpFilter = (typeof RSVP_FILTERS)[number];

/** `counted`: the household's answer counts (one of its members is on the list: household-answer.ts's countsInHeadcount). */
type Answered = { listed: boolean; counted: boolean; status: 'yes' | 'no' | 'maybe' | null };

/**
 * « waiting »: invited (on the list) and no answer yet; the others keep the guests who gave that answer. An answer
 * outside the list is kept by « all » only, until the couple adds its guests to the list.
 */
export function keptByRsvpFilter(filter: TRsvpFilter, { listed, counted, status }: Answered): boolean {
  if (filter === 'all') return true;
  if (!counted) return false;
  if (filter === 'waiting') return listed && status === null;
  return status === filter;
}
