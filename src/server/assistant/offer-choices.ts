// The numbered choices the assistant offers when it is unsure which subject the guest means: each names its
// subject in the guest's language and carries the reply it leads to, so that « 2 » is answered at once.
import * as z from 'zod';
import labels from './data/choice-labels.json' with { type: 'json' };
import type { AnswerIndex } from './build-answer-index.ts';
import type { Language } from './detect-language.ts';
import { KNOWLEDGE } from './knowledge.ts';
import { foldText } from './normalize-text.ts';
import { round3, type Ranked } from './ranked.ts';
import { coupleKindOf } from '../../shared/partners.ts';
import type { Choice } from './types.ts';

/** At most this many choices: WhatsApp shows three quick-reply buttons. */
export const MAX_CHOICES = 3;
const LABEL_MAX = 60;

/** WhatsApp cuts a quick-reply button's title past this many characters. */
export const BUTTON_TITLE_MAX = 20;

const ZLabels = z.record(z.string(), z.string().min(1));
const ZButtons = z.record(z.string(), z.string().min(1).max(BUTTON_TITLE_MAX));
/**
 * A subject's name by field or slot, in each language (data/choice-labels.json), and the same as a button's title,
 * checked at load; a reply that gives two fixed facts together (both times, the ceremony's time and place) is named
 * for both (`combined`, by the two sources in alphabetical order); a FAQ's subject, by the concept its question asks
 * (`subjects`).
 */
const ZChoiceLabels = z.object({
  fr: ZLabels,
  en: ZLabels,
  es: ZLabels,
  buttons: z.object({ fr: ZButtons, en: ZButtons, es: ZButtons }),
  combined: z.record(z.string(), z.string()),
  settings: ZLabels,
  subjects: z.object({ fr: ZLabels, en: ZLabels, es: ZLabels }),
});
const {
  buttons: BUTTONS,
  combined: COMBINED,
  settings: SETTINGS,
  subjects: SUBJECTS,
  ...LABELS
} = ZChoiceLabels.parse(labels);
// A subject named under an id no concept has would never be offered: refuse it at load.
const CONCEPT_IDS = new Set(KNOWLEDGE.concepts.map((c) => c.id));
const NAMED = [
  ...Object.entries(SUBJECTS).map(([l, names]) => [`subjects.${l}`, names] as const),
  ['settings', SETTINGS] as const,
];
for (const [where, names] of NAMED) {
  const unknown = Object.keys(names).filter((id) => id !== '$comment' && !CONCEPT_IDS.has(id));
  if (unknown.length) throw new Error(`choice-labels.json: ${where} names no concept ${unknown.join(', ')}`);
}

/** What a question asks, named for the couple in French (« Pourquoi cette réponse ? »): every concept has a name. */
export const conceptLabel = (concept: string) => SUBJECTS.fr[concept] ?? SETTINGS[concept] ?? concept;

/** How the couple is named as they are: « les mariées » for two brides, « le couple » when a role is not said. */
const COUPLE_KEYS = {
  'bride+groom': 'couple',
  brides: 'couple.brides',
  grooms: 'couple.grooms',
  neutral: 'couple.neutral',
} as const;

/** The field or slot a fact (or the two fields of its reply) is named by, when the data names it. */
function namedKey(index: AnswerIndex, ranked: Ranked, sources: string[] = []): string | undefined {
  const { candidate } = ranked;
  const combined = sources.length === 2 ? COMBINED[[...sources].sort().join('+')] : undefined;
  const key = [combined, candidate.slot, candidate.source].find((k) => k && LABELS.fr[k]);
  if (key !== 'couple') return key;
  return COUPLE_KEYS[coupleKindOf(index.wedding)];
}

/** The name, in this language, of the one subject a FAQ's question asks: of two or more, one may be misread. */
function subjectOf(asks: Set<string> | undefined, language: Language) {
  const named = [...(asks ?? [])].map((concept) => SUBJECTS[language][concept]).filter(Boolean);
  return named.length === 1 ? named[0] : undefined;
}

/** A fact's subject in a few words: the field's name, the FAQ's own question, the first words of a note. */
export function labelOf(index: AnswerIndex, ranked: Ranked, language: Language, sources: string[] = []): string {
  const { candidate } = ranked;
  const key = namedKey(index, ranked, sources);
  if (key) return LABELS[language][key]!;
  const faq = index.faqs.find((f) => `faq:${f.id}` === candidate.source);
  if (!faq) return shorten(candidate.text ?? candidate.source);
  if (faq.labels) return shorten(faq.labels[language]);
  const question = faq.question.replace(/\s*[?？]+\s*$/, '');
  // A guest who writes another language than the couple's is told the subject in their own words first.
  const subject = candidate.textLanguage !== language ? subjectOf(candidate.asks, language) : undefined;
  return shorten(subject ? `${subject} — ${question}` : question);
}

/** Cut at a word, never mid-word, with an ellipsis when cut. */
function shorten(text: string) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= LABEL_MAX) return clean;
  const cut = clean.slice(0, LABEL_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LABEL_MAX / 2)).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The best fact and its rivals worth offering, each once (same reply, same label: one choice), strongest first.
 * `replyFor` composes the reply a fact gives to this question.
 */
export function offerChoices(
  index: AnswerIndex,
  entries: Ranked[],
  language: Language,
  replyFor: (entry: Ranked) => { reply: string; sources: string[] },
): Choice[] {
  const choices: Choice[] = [];
  for (const entry of entries) {
    if (choices.length >= MAX_CHOICES) break;
    const { reply, sources } = replyFor(entry);
    const key = namedKey(index, entry, sources);
    const label = labelOf(index, entry, language, sources);
    if (choices.some((c) => c.reply === reply || foldText(c.label) === foldText(label))) continue;
    const button = key ? { button: BUTTONS[language][key]! } : {};
    choices.push({ label, ...button, reply, sources, confidence: round3(entry.confidence) });
  }
  return choices;
}
