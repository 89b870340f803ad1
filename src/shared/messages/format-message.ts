// Filling a message's `{name}` placeholders, a sentence's first letter, and French plurals through Intl.PluralRules.

/** Fills `{name}` placeholders of a message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** « le brunch » at the start of a sentence: « Le brunch ». */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const frenchPlural = new Intl.PluralRules('fr-FR');
const frenchNumber = new Intl.NumberFormat('fr-FR');

/** The word forms of a count: French uses `one` for 0 and 1, `many` for large round numbers (1 000 000 de…). */
export type PluralForms = { one: string; other: string; many?: string };

/** `plural(1, { one: '{count} essai actif', other: '{count} essais actifs' })` -> '1 essai actif'; `{count}` is formatted in French. */
export function plural(count: number, forms: PluralForms, values: Record<string, string | number> = {}): string {
  const category = frenchPlural.select(count);
  const template = category === 'one' ? forms.one : category === 'many' ? (forms.many ?? forms.other) : forms.other;
  return fill(template, { count: frenchNumber.format(count), ...values });
}
