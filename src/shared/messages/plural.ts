// Counted words in French with the language's own plural rules (Intl.PluralRules): a message `x.one` for
// 0 and 1 (« 0 mariage », « 1 mariage »), `x.other` beyond (« 2 mariages »), `{count}` written the French way.
import { messages, type MessageKey } from './index.ts';

type PluralBase<K extends string, All extends string = K> = K extends `${infer B}.one`
  ? `${B}.other` extends All
    ? B
    : never
  : never;
/** A message with `.one` and `.other` forms. */
export type PluralKey = PluralBase<MessageKey>;

const rules = new Intl.PluralRules('fr-FR');
const numbers = new Intl.NumberFormat('fr-FR');

export function tPlural(key: PluralKey, count: number, values: Record<string, string | number> = {}): string {
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  const template = messages[`${key}.${form}` as MessageKey];
  const all: Record<string, string | number> = { count: numbers.format(count), ...values };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(all[name] ?? ''));
}
