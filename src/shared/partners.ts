// The two partners of a wedding as every text names them: their first names (the spec's `brideName` and
// `groomName` columns hold the first and the second partner) and their roles, la mariée, le marié, or neither.
import { frenchOf } from './format.ts';

export type PartnerRole = 'bride' | 'groom' | null;
export type Partnered = {
  brideName: string;
  groomName: string;
  firstPartnerRole?: PartnerRole | undefined;
  secondPartnerRole?: PartnerRole | undefined;
};

type Roles = Pick<Partnered, 'firstPartnerRole' | 'secondPartnerRole'>;

/** A form's « Rôle » choice: « none » (or anything else) is neither la mariée nor le marié. */
export const NO_PARTNER_ROLE = 'none';
export const partnerRoleOf = (value: string): PartnerRole => (value === 'bride' || value === 'groom' ? value : null);

/** The partners' roles in order; a wedding made without roles is a bride and a groom (the spec's form). */
export function rolesOf(w: Roles): [PartnerRole, PartnerRole] {
  return [
    w.firstPartnerRole === undefined ? 'bride' : w.firstPartnerRole,
    w.secondPartnerRole === undefined ? 'groom' : w.secondPartnerRole,
  ];
}

/** The partners in order, with their roles. */
export function partnersOf(w: Partnered) {
  const [first, second] = rolesOf(w);
  return [
    { firstName: w.brideName, role: first },
    { firstName: w.groomName, role: second },
  ];
}

const AND = { fr: 'et', en: 'and', es: 'y' } as const;

/** « Inès et Thomas », « Camille et Léa »; "Inès and Thomas" for an English guest. */
export const coupleNames = (w: Partnered, language: keyof typeof AND = 'fr') =>
  `${w.brideName.trim()} ${AND[language]} ${w.groomName.trim()}`;

/** The couple's names as « of » takes them: « d'Inès et Léa » in French, "Inès and Léa" elsewhere. */
export const ofCoupleNames = (w: Partnered, language: keyof typeof AND = 'fr') =>
  language === 'fr' ? frenchOf(coupleNames(w, 'fr')) : coupleNames(w, language);

/**
 * What the couple are as a pair, from both roles: a bride and a groom, two brides, two grooms, or « neutral » when a
 * role is not said (a partner without one is not guessed). The one home of the headings and labels that name them.
 */
export function coupleKindOf(w: Roles) {
  const [first, second] = rolesOf(w);
  if (!first || !second) return 'neutral' as const;
  if (first !== second) return 'bride+groom' as const;
  return first === 'bride' ? ('brides' as const) : ('grooms' as const);
}

/** The heading of the couple's section: « Les mariées » for two brides, « Les mariés » with a groom, else « Le couple ». */
export function coupleHeadingKey(w: Roles) {
  const kind = coupleKindOf(w);
  if (kind === 'brides') return 'wedding.section.couple.brides' as const;
  return kind === 'neutral' ? ('wedding.section.couple.neutral' as const) : ('wedding.section.couple' as const);
}

/** The label of a partner's first name: the spec's « Prénom de la mariée » / « Prénom du marié » when the role is chosen. */
export function partnerNameLabelKey(role: PartnerRole, index: 0 | 1) {
  if (role === 'bride') return 'wedding.label.brideName' as const;
  if (role === 'groom') return 'wedding.label.groomName' as const;
  return index === 0 ? ('wedding.label.firstPartnerName' as const) : ('wedding.label.secondPartnerName' as const);
}

/** The error of a missing first name, in the same words. */
export function partnerNameRequiredKey(role: PartnerRole) {
  if (role === 'bride') return 'wedding.brideName.required' as const;
  if (role === 'groom') return 'wedding.groomName.required' as const;
  return 'wedding.partnerName.required' as const;
}
