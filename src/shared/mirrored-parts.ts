// Which part of the day the wedding form's ceremony and reception fields edit (by the mirror's rule in
// wedding-part-kinds.ts), named as the couple named it, so that a label never says « réception »
// over the vin d'honneur's time.
import { t, type CoupleMessageKey } from './messages/couple-space.ts';
import { CEREMONY_PART_KINDS, mirroredPartOf, RECEPTION_PART_KINDS } from './wedding-part-kinds.ts';

type NamedPart = { id: number; kind: string; label: string | null; name: string };

export type MirroredPart = {
  /** The part's name (« Vin d’honneur », « Balade en barque »). */
  name: string;
  /** The group's own word fits it (a part of kind « ceremony » or « reception » the couple did not rename). */
  plain: boolean;
  /** The group's other parts, which the form does not edit. */
  others: string[];
};
export type MirroredParts = { ceremony: MirroredPart | null; reception: MirroredPart | null };

function mirrored(parts: NamedPart[], kinds: readonly string[], plainKind: string): MirroredPart | null {
  const part = mirroredPartOf(parts, kinds);
  if (!part) return null;
  return {
    name: part.name,
    plain: part.kind === plainKind && !part.label,
    others: parts.filter((p) => p.id !== part.id && kinds.includes(p.kind)).map((p) => p.name),
  };
}

export function mirroredParts(parts: NamedPart[]): MirroredParts {
  return {
    ceremony: mirrored(parts, CEREMONY_PART_KINDS, 'ceremony'),
    reception: mirrored(parts, RECEPTION_PART_KINDS, 'reception'),
  };
}

const FIELD_GROUP = /^(ceremony|reception)(Venue|Address|Time)$/;

/** A ceremony or reception field's label: the group's word when it fits, else the part's name (« Heure (Vin d’honneur) »). */
export function partFieldLabel(key: string, parts: MirroredParts | null | undefined): string | null {
  const match = FIELD_GROUP.exec(key);
  if (!match) return null;
  const part = parts?.[match[1] as keyof MirroredParts];
  if (!part || part.plain) return null;
  return t(`wedding.label.part${match[2] as 'Venue' | 'Address' | 'Time'}`, { part: part.name });
}

/** A ceremony or reception section's title and the note naming the group's other parts (edited elsewhere). */
export function partSection(
  title: CoupleMessageKey,
  parts: MirroredParts | null | undefined,
): { title: string; note: string | null } {
  const group =
    title === 'wedding.section.ceremony'
      ? parts?.ceremony
      : title === 'wedding.section.reception'
        ? parts?.reception
        : null;
  return {
    title: group && !group.plain ? group.name : t(title),
    note: group?.others.length ? t('wedding.section.partsElsewhere', { others: group.others.join(', ') }) : null,
  };
}
