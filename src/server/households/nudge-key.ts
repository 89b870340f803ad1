// The outbox key of the question asked again of a guest who stopped halfway through answering
// (remind-unfinished-answers.ts): the couple's list of households reads from it when each household was asked.
export const NUDGE_KEY_PREFIX = 'rsvp-nudge:';

/** The guest a key names, right after the prefix. */
export const nudgedGuestOf = (dedupeKey: string) => Number(dedupeKey.slice(NUDGE_KEY_PREFIX.length).split(':')[0]);
