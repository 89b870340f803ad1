// How many people an answer brings, the writer included (« avec mon mari et nos 2 enfants »); null when not said.
import { anyOf, numberOf, orderedPatterns, PATTERNS, peopleWords, SLOTS, wordsOf } from './vocabulary.ts';

const { N } = SLOTS;

/** A total said outright (« on sera 3 »), the number as first group. */
const TOTALS = orderedPatterns('totals');

/** A group counted with a number (« nos 2 enfants »), its plural `s` optional as typed in haste (« mes 2 garcon »). */
const COUNTED_GROUP = new RegExp(
  `^${anyOf(wordsOf('possessives'))}? ?${N} (?:\\w+ )?${anyOf(peopleWords('groups').map((g) => g.replace(/s$/, 's?')))}\\b`,
);
/** The writer in a list of people, as an item and as a word. */
const ME = new RegExp(`^${anyOf(peopleWords('me'))}$`);
const ME_WORD = new RegExp(`\\b${anyOf(peopleWords('me'))}\\b`);
/** A list after a comma that names the writer within its first words (« …, Lucie et moi »). */
const NAMES_ME_AFTER_COMMA = new RegExp(
  `, (?:[a-z]+ ){0,4}?${anyOf([...peopleWords('me'), ...peopleWords('both')])}\\b`,
);

/** People in one item of a list (« notre fille de 3 ans », « Dave »), or null when it names none. */
function peopleIn(item: string, names: Set<string>): number | null {
  const text = item.replace(PATTERNS.ageAfter, '');
  const words = text.split(' ');
  // « M. et Mme Leroux »: each title is one person; not the « m » of "I'm" (« i m there »).
  if (PATTERNS.title.test(words[0]!) && words.length <= 3 && !PATTERNS.notAName.test(words[1] ?? '')) return 1;
  if (PATTERNS.twins.test(text)) return 2;
  if (PATTERNS.nobody.test(text)) return 0;
  if (PATTERNS.pair.test(text)) return 2;
  const many = PATTERNS.theirMany.exec(text);
  if (many && !PATTERNS.thingsCounted.test(many[2]!)) return numberOf(many[1]!);
  const asWritten = counted(text);
  if (asWritten === null) return namesOfGroup(words, names);
  if (asWritten !== undefined) return asWritten;
  // « ma copine Sarah », « notre fils Diego »: the first name after the person is theirs.
  while (words.length > 1 && names.has(words[words.length - 1]!)) words.pop();
  const bare = counted(words.join(' '));
  if (bare !== undefined) return bare;
  if (words.every((w) => names.has(w) && !PATTERNS.notAName.test(w))) return 1;
  return null;
}

/**
 * « nos enfants Léo et Jade »: a group whose count is not said counts the first names it is given (the first here,
 * the others as the list's next items); a group counted or named by none stays unknown here.
 */
function namesOfGroup(words: string[], names: Set<string>): number | null {
  const group = [...words];
  let named = 0;
  while (group.length > 1 && names.has(group[group.length - 1]!)) if (!PATTERNS.notAName.test(group.pop()!)) named++;
  return named && counted(group.join(' ')) === null ? named : null;
}

/** Whether an item names someone (« moi », « Jules 3 mois »). */
export const isPerson = (item: string, names: Set<string>) => ME.test(item) || !!peopleIn(item, names);

/** People in a group or a person's noun (« nos 3 enfants », « mon mari »); null for an uncounted group; undefined if neither. */
function counted(item: string): number | null | undefined {
  const group = COUNTED_GROUP.exec(item);
  if (group && group[0].length === item.length) return numberOf(group[1]!);
  if (PATTERNS.uncountedGroup.test(item)) return null;
  const person = PATTERNS.personNoun.exec(item);
  if (person && person[0].length === item.length) return 1;
  return undefined;
}

/** People in a list (« mon mari, notre fille »), or null when one item's count is unknown. */
export function countPeople(list: string, names: Set<string> = new Set()): number | null {
  const pieces = list.split(/(,| et | and | y | \+ | & | plus | mas )/);
  let total = 0;
  let previous = '';
  // « mes deux filles Léa et Zoé »: the first names after a group counted name its members, not more people; how many
  // of them are still to come.
  let members = 0;
  for (let i = 0; i < pieces.length; i += 2) {
    const item = pieces[i]!.trim().replace(/^(?:and|et|y) /, '');
    if (!item) continue;
    const n = peopleIn(item, names);
    if (n === null) return null;
    // « ma compagne, Hélène »: a first name after a comma names the person before it.
    const apposition = pieces[i - 1] === ',' && names.has(item) && counted(previous) === 1;
    const member = members > 0 && names.has(item) && !PATTERNS.notAName.test(item);
    if (member) members--;
    else {
      if (!apposition) total += n;
      const words = item.split(' ');
      const named = words
        .slice(1)
        .reverse()
        .findIndex((w) => !names.has(w));
      const trailing = named < 0 ? words.length - 1 : named;
      members = n > 1 && trailing > 0 ? n - trailing : 0;
    }
    previous = item;
  }
  return total || null;
}

/** The list of people around the writer (« moi, Thomas et le bébé »), read outwards from « moi » while it names people. */
function aroundMe(part: string, names: Set<string>): number | null {
  const tokens = part
    .replace(/\bmoi meme\b/g, 'moi')
    .split(/(, (?:and |et |y |plus |mas )?| et | and | y | & | plus | mas )/);
  // « Sam and I » reads back from « I », "me and Tom" reads on, « moi, Thomas et le bébé » both ways.
  let at = -1;
  let back = false;
  let on = false;
  for (let i = 0; i < tokens.length && at < 0; i += 2) {
    const words = tokens[i]!.trim().replace(PATTERNS.listFiller, '').replace(PATTERNS.listFiller, '').split(' ');
    [back, on] = [ME.test(words[0]!), ME.test(words[words.length - 1]!)];
    if (back || on) at = i;
  }
  if (at < 0 || tokens.length < 3) return null;
  let total = 1;
  const walk = (from: number, step: number) => {
    for (let i = from; i >= 0 && i < tokens.length; i += step * 2) {
      const words = tokens[i]!.trim().split(' ');
      // An item at the list's edge keeps only its words beside the separator (« serons la avec plaisir antoine »).
      const near = step < 0 ? words.slice(-3) : words.slice(0, 4);
      let n: number | null = null;
      let k = near.length;
      for (; k > 0 && n === null; k--) n = peopleIn((step < 0 ? near.slice(-k) : near.slice(0, k)).join(' '), names);
      // After a bare comma, a name followed by more words starts a sentence of its own (« just me, Mark can't »); before
      // one, a name greeted is the one written to (« Ma chère Léa, ton oncle et moi »).
      if (n === null || (step > 0 && tokens[i - 1] === ', ' && k + 1 < words.length)) return;
      if (step < 0 && PATTERNS.greetingBefore.test(words.slice(0, words.length - k - 1).join(' '))) return;
      // « c'est Julie, je viens avec… »: the writer introduced, not one more; « Claire, ma chérie, Papy et moi »: an
      // endearment before a comma is the one written to, as is all before it.
      const beforeComma = step < 0 && tokens[i + 1] === ', ';
      if (beforeComma && PATTERNS.introducing.test(words.slice(0, words.length - k - 1).join(' '))) return;
      if (beforeComma && PATTERNS.endearment.test(tokens[i]!.trim())) return;
      total += n;
      if (k + 1 < words.length) return;
    }
  };
  if (back) walk(at - 2, -1);
  if (on) walk(at + 2, 1);
  return total > 1 ? total : null;
}

/** The people of a clause saying they come too (« et pour mes deux filles aussi »), as written. */
export const alsoComingPeople = (clause: string) => PATTERNS.alsoComing.exec(clause)?.slice(1).find(Boolean);

/** How many the answer adds to a total: « on sera 2 + le bébé ». */
function addedTo(after: string, names: Set<string>): number {
  const m = PATTERNS.addedTo.exec(after);
  // « à deux, Greg et moi »: a list after a comma naming the writer restates the count.
  if (!m || (m[0].startsWith(',') && m[1]!.split(/,? /).some((w) => ME.test(w)))) return 0;
  return leadingPeople(m[1]!, names) ?? 0;
}

/** The people a text starts with, the longest list that names only people (« nos trois garcons et ma belle mere »). */
function leadingPeople(text: string, names: Set<string>): number | null {
  const words = text.trim().split(' ');
  for (let k = words.length; k > 0; k--) {
    const n = countPeople(words.slice(0, k).join(' ').replace(/,$/, ''), names);
    if (n) return n;
  }
  return null;
}

/** « 2 adultes et 1 enfant »: counted groups in one list add up. */
function countedList(part: string, names: Set<string>): number | null {
  const first = COUNTED_START.exec(part);
  if (!first) return null;
  // « 2 adults 2 kids »: a count right after a counted group starts the next item.
  const list = part.slice(first.index).replace(new RegExp(`(?<=\\b${GROUP_NOUNS}) (?=${N}\\b)`, 'g'), ', ');
  // « 2 personnes : Lucie et moi »: people named after the count, the writer among them, restate it.
  if (NAMES_ME_AFTER_COMMA.test(list)) return null;
  const n = leadingPeople(list, names);
  return n && n > numberOf(first[1]!)! ? n : null;
}
const GROUP_NOUNS = anyOf([...peopleWords('groups'), ...peopleWords('generic')]);
const COUNTED_START = new RegExp(`\\b${N} (?:\\w+ )?${anyOf(peopleWords('generic'))}\\b`);

/** A number, then what is added to it (« 2 + le bébé », folded as « 2 plus le bebe »). */
const NUMBER_PLUS = new RegExp(`\\b${N} plus (.+)$`);

/** « pas 3 mais 2 », « oui x2 »: a number said as a correction or a multiple. */
function correctedOrTimes(part: string): number | null {
  const corrected = PATTERNS.notButCount.exec(part);
  if (corrected) return numberOf(corrected[2]!);
  const times = PATTERNS.timesCount.exec(part.replace(/\bx(\d)/g, 'x $1'));
  return times && PATTERNS.timesWord.test(times[0]) ? numberOf(times[1]!) : null;
}

/** A number of people said outright (« on sera 2 »), not read from who comes along. */
export function statedTotal(part: string): number | null {
  const listed = countedList(part, new Set()) ?? correctedOrTimes(part);
  if (listed) return listed;
  for (const pattern of TOTALS) {
    const m = pattern.exec(part);
    if (m && !PATTERNS.thingsCounted.test(part.slice(m.index + m[0].length).trim())) return numberOf(m[1]!);
  }
  return null;
}

/** The first « avec … » that brings someone along: not « avec plaisir », nor who stays behind (« restent avec »). */
function firstCompanions(part: string): RegExpExecArray | null {
  for (let from = 0; ;) {
    const m = PATTERNS.companions.exec(part.slice(from));
    if (!m) return null;
    const pleasure = PATTERNS.withPleasure.test(m[0]);
    const staying = PATTERNS.staysBehind.test(part.slice(0, from + m.index));
    // « après en avoir discuté avec mon mari »: who one talks with is not brought along.
    const talking = PATTERNS.talksWith.test(part.slice(0, from + m.index));
    if (!pleasure && !staying && !talking) return Object.assign(m, { index: from + m.index });
    from += m.index + 4;
  }
}

/** How many come along with the writer, from « avec … » (or null when no one is named). */
function companionsOf(part: string, names: Set<string>, plus = true): number | null {
  const companions = firstCompanions(part);
  // « moi + ma copine » is a list, already counted by who reads it as one.
  if (!companions || (!plus && companions[0].startsWith('plus '))) return null;
  return leadingPeople(companions[1]!.split(PATTERNS.listEnd)[0]!, names);
}

/** The number of people an answer brings, from one folded sentence that says it (or null). */
export function partySizeOf(part: string, names: Set<string> = new Set(), { alongWith = true } = {}): number | null {
  const listed = countedList(part, names) ?? correctedOrTimes(part);
  if (listed) return listed;
  for (const pattern of TOTALS) {
    const m = pattern.exec(part);
    if (!m) continue;
    const after = part.slice(m.index + m[0].length).trim();
    if (PATTERNS.thingsCounted.test(after)) continue;
    const n = numberOf(m[1]!);
    // « on sera 2 + le bébé »; « seremos nosotros dos y el bebé » (a pair, then who comes along)
    if (n && n <= 30)
      return n + (/^(?:plus|\+)\b/.test(after) || PATTERNS.weAndCount.test(m[0]) ? addedTo(after, names) : 0);
  }
  // « présents : 2 + le bébé »: a number, then who comes along, adds up (not the writer plus the baby).
  const plus = NUMBER_PLUS.exec(part);
  const more = plus && leadingPeople(plus[2]!, names);
  if (more) return numberOf(plus[1]!)! + more;
  // « on sera là tous les trois »
  const all = PATTERNS.allOfUs.exec(part);
  if (all) return numberOf(all.slice(1).find(Boolean)!);
  // « nous deux et notre fille »: a pair or a list, then who comes along.
  const pairs = PATTERNS.both.exec(part);
  if (pairs) {
    const after = part.slice(pairs.index + pairs[0].length).trim();
    return 2 + (addedTo(after, names) || (companionsOf(after, names, false) ?? 0));
  }
  // « oui pour Pierre, Agnès et Théo »
  const named = PATTERNS.yesFor.exec(part);
  if (named && !PATTERNS.writerNamed.test(named[1]!)) {
    const n = countPeople(named[1]!, names);
    if (n && n > 1) return n;
  }
  // « nosotros tres », « nous trois et la petite »
  const head = PATTERNS.weMany.exec(part);
  const afterHead = head ? part.slice(head.index + head[0].length).trim() : '';
  // What follows a comma or a colon names the same people (« nosotros tres: Carlos, la niña y yo »).
  if (head && !PATTERNS.thingsCounted.test(afterHead))
    return numberOf(head[1]!)! + (afterHead.startsWith(',') ? 0 : addedTo(afterHead, names));
  const around = aroundMe(part, names);
  if (around) return around + (companionsOf(part.slice(part.search(ME_WORD)), names, false) ?? 0);
  // « Jean-Pierre et Martine Dubreuil seront heureux… »: the people named before the verb.
  // « Paul et Marie seront là avec leurs deux enfants »: and who they bring.
  const subjects = PATTERNS.subjectsBefore.exec(part);
  if (subjects) {
    const n = countPeople(subjects[1]!, names);
    if (n) return n + (companionsOf(part.slice(subjects.index + subjects[0].length), names, false) ?? 0);
  }
  // A maybe counts who would come, not who it must ask (« je dois voir avec ma femme »).
  const others = alongWith ? companionsOf(part, names) : null;
  if (others) {
    // « Nous serons ravis… avec nos deux enfants »: « nous » are two before the children.
    const companion = firstCompanions(part)!;
    return others + (PATTERNS.we.test(part.slice(0, companion.index)) && PATTERNS.our.test(companion[1]!) ? 2 : 1);
  }
  if (!alongWith) return PATTERNS.alone.test(part) ? 1 : null;
  // « moi je viens, Manon aussi »: one more than the writer.
  const nameToo = (n: string) =>
    !PATTERNS.notAName.test(n) && new RegExp(`\\b${n} ${anyOf(wordsOf('too'))}\\b`).test(part);
  if (PATTERNS.firstPerson.test(part) && (PATTERNS.someoneToo.test(part) || [...names].some(nameToo))) return 2;
  // « … : Bernard, Monique, Sylvie et son mari, et les jumeaux » — a list of people only, after a colon or alone.
  const roll = part.split(', ').filter(Boolean);
  for (let i = 0; i < roll.length - 1; i++) {
    const n = countPeople(roll.slice(i).join(', '), names);
    if (n && n > 1) return n;
  }
  if (PATTERNS.plusOne.test(part)) return 2;
  if (PATTERNS.alone.test(part) && !PATTERNS.soloAsOnly.test(part)) return 1;
  return null;
}

/**
 * The count a message ends on (« on sera 3 + la petite, donc 4 », « Cinco. »): the writer's own sum, which wins over
 * what the words before it add up to.
 */
export function concludedTotal(parts: string[], names: Set<string> = new Set()): number | null {
  let total: number | null = null;
  for (const part of parts) {
    const alone = PATTERNS.countAlone.exec(part);
    if (alone) total = numberOf(alone[1]!);
    const said = PATTERNS.concluding.exec(part);
    if (!said) continue;
    const [, word, rest] = said as unknown as [string, string, string];
    const lead = new RegExp(`^${N}\\b`).exec(rest);
    const counted = lead && !PATTERNS.thingsCounted.test(rest.slice(lead[0].length).trim()) ? numberOf(lead[1]!) : null;
    // « donc juste moi » says who; « ça fait » only gives a number.
    const n =
      countedList(rest, names) ?? counted ?? (PATTERNS.onlyANumber.test(word) ? null : partySizeOf(rest, names));
    if (n && n <= 30) total = n;
  }
  return total;
}
