// A typed `t()` over one set of catalogues. Each area of the site has its own (couple-space.ts, public-site.ts),
// so that a page's JavaScript carries its own words only; index.ts joins them all for the server and back office.
// `t(key, { name })` fills the message's `{name}` placeholders.
import { fill, plural } from './format-message.ts';

export function translator<const C extends Record<string, string>>(catalogue: C) {
  return (key: keyof C & string, values?: Record<string, string | number>): string =>
    values ? fill(catalogue[key]!, values) : catalogue[key]!;
}

type PluralBase<K> = K extends `${infer B}.one` ? B : never;

/** `tCount(key, count, { name })` over a catalogue's `key.one` / `key.other` messages, with French plural rules (0 and
 * 1 singular) and `{count}` written the French way. Every area's counted words have this shape. */
export function countedTranslator<const C extends Record<string, string>>(catalogue: C) {
  return (key: PluralBase<keyof C & string>, count: number, values?: Record<string, string | number>): string =>
    plural(count, { one: catalogue[`${key}.one`]!, other: catalogue[`${key}.other`]! }, values);
}
