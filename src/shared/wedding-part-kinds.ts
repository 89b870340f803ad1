// Which parts of the day the wedding's ceremony and reception fields stand for: one home for the mirror that
// writes those fields, the form that labels them and the assistant that answers from them.
/** Each group starts with its own kind: the part the couple called « la cérémonie », « la réception ». */
export const CEREMONY_PART_KINDS = ['ceremony', 'civil_ceremony', 'religious_ceremony', 'secular_ceremony'] as const;
export const RECEPTION_PART_KINDS = ['reception', 'cocktail', 'dinner', 'party'] as const;

/**
 * The part a group's fields stand for: the one of the group's own kind when the couple has one (« la réception » at
 * 19h30 after a vin d'honneur at 16h30 is the reception), else the group's first part in the order of the day.
 */
export const mirroredPartOf = <P extends { kind: string }>(parts: P[], kinds: readonly string[]): P | undefined =>
  parts.find((p) => p.kind === kinds[0]) ?? parts.find((p) => kinds.includes(p.kind));

type PartPlace = { kind: string; venue: string | null; address: string | null; time: string | null };

/** The wedding's ceremony and reception fields as its parts tell them. */
export function mirroredFields(parts: PartPlace[]) {
  const ceremony = mirroredPartOf(parts, CEREMONY_PART_KINDS);
  const reception = mirroredPartOf(parts, RECEPTION_PART_KINDS);
  return {
    ceremonyVenue: ceremony?.venue ?? null,
    ceremonyAddress: ceremony?.address ?? null,
    ceremonyTime: ceremony?.time ?? null,
    receptionVenue: reception?.venue ?? null,
    receptionAddress: reception?.address ?? null,
    receptionTime: reception?.time ?? null,
  };
}
