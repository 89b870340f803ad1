// Takes a person's names out of a free text kept for the books, e.g. a payment description
// `Forfait Couple — acompte (50 %) — Camille & Julien` becomes `Forfait Couple — acompte (50 %)`.
import { t } from '../../shared/messages/index.ts';

const SEPARATOR = ' — ';

export function removePersonalSegments(
  text: string | null,
  personal: ReadonlyArray<string | null | undefined>,
): string | null {
  if (text === null) return null;
  const needles = personal.map((p) => p?.trim().toLowerCase()).filter((p): p is string => !!p && p.length > 1);
  const contains = (segment: string) => needles.some((needle) => segment.toLowerCase().includes(needle));
  const kept = text.split(SEPARATOR).filter((segment) => !contains(segment));
  const joined = kept.join(SEPARATOR);
  // A text made of a single personal segment: nothing of it can be kept.
  return (
    needles.reduce(
      (out, needle) => out.replace(new RegExp(escapeRegExp(needle), 'gi'), t('privacy.removedName')),
      joined,
    ) || t('privacy.removedName')
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
