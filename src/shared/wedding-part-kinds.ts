// Which parts of the day the wedding's ceremony and reception fields stand for (the first of each group): one home
// for the mirror that writes those fields and for the assistant that answers from them.
export const CEREMONY_PART_KINDS = ['ceremony', 'civil_ceremony', 'religious_ceremony', 'secular_ceremony'] as const;
export const RECEPTION_PART_KINDS = ['reception', 'cocktail', 'dinner', 'party'] as const;

/** The first part of one group, in the order of the day. */
export const firstPartOf = <P extends { kind: string }>(parts: P[], kinds: readonly string[]): P | undefined =>
  parts.find((p) => kinds.includes(p.kind));

type PartPlace = { kind: string; venue: string | null; address: string | null; time: string | null };

/** The wedding's ceremony and reception fields as its parts tell them (the first part of each group). */
export function mirroredFields(parts: PartPlace[]) {
  const ceremony = firstPartOf(parts, CEREMONY_PART_KINDS);
  const reception = firstPartOf(parts, RECEPTION_PART_KINDS);
  return {
    ceremonyVenue: ceremony?.venue ?? null,
    ceremonyAddress: ceremony?.address ?? null,
    ceremonyTime: ceremony?.time ?? null,
    receptionVenue: reception?.venue ?? null,
    receptionAddress: reception?.address ?? null,
    receptionTime: reception?.time ?? null,
  };
}
