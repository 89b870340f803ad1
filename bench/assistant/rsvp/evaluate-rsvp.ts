// Scores the RSVP reader on guest messages written for it by writers who never saw it (bench/assistant/rsvp, one file
// of 200 each, 60 % fr / 25 % en / 15 % es): split.json puts each writer in the tuning part (misses may be read) or the
// held-out part (figures only, never read). Every writer was scored blind before its part was chosen, in rounds:
//   round 1: c 79.0, d 83.5 (held out) · round 2: e 92.0, f 86.0, g 81.5 · round 3: h 85.0, i 85.0, j 80.5, k 85.5
//   round 4: l 90.0, m 92.0, n 90.5 · round 5: q 89.0, o 85.0, p 83.5 · round 6: r 94.0, s 95.0 (held out unread)
//   round 7: t 90.5, u 95.5, v 95.0
// (a and b were the first two writers; b held out from the start). w is the reader's engineer's own, written for the
// kinds of misses a blind set found (SMS counts, a group counted with a noun, corrections, the vin d'honneur only, a
// yes waiting on a day off, a solo yes): tuning only; x, written by the same engineer afterwards in varied styles (SMS
// French, Spanish enthusiasm, English), also tuning: an idiom family it suggested (« ça va pas le faire ») left
// held-out unchanged and was dropped; y, a third round by the same engineer on the same kinds, also tuning.
// The rules written for w, x and y's kinds (SMS counts, group nouns, corrections, a part saying yes, a yes waiting on
// something) left held-out unchanged and were dropped, then restored when z, a new writer asked for answers of many
// kinds (those among them) and held out unread, showed they lift it (decision 020).
// aa: a new writer asked for 200 varied answers (SMS French, chatty messages with the answer inside, family
// descriptions, hedges, Spanish and English idioms), scored blind at 87.0 % within two, then put in the tuning part;
// its maybes without a stated count relabelled with no party size, as every other writer labels them.
// ab: a new writer (same brief as aa), scored blind with `--writer ab` at 84.5 % within two (169/200), non-answers
// 0/40 (the reader at this round's start: 83.5 %); it showed which of that round's changes generalised (kept: a count
// beside a hedge stays a maybe, yeses and noes without oui/non) and which did not (dropped), then went to tuning,
// its six solo maybes labelled 1 (« je serai là si c'est bon ») relabelled with no party size, as aa's were.
// ac: a new writer (same brief), scored blind with `--writer ac` after the work on ab at 82.5 % within two (165/200),
// non-answers 1/40; the reader at this round's start scored it 77.5 % (155/200, non-answers 1/40). Each change of the
// round not yet shown to lift held-out was then removed alone and ac scored again: those that moved neither were
// dropped, then ac went to tuning, its six solo maybes labelled 1 relabelled with no party size as ab's were.
// ad: a fifth fresh writer (240 answers), scored blind end to end through the webhook at 88.4 % within two (non-answers
// 50/50), in process 81.7 % (196/240, 7 non-answers taken) with the reader of that round; then tuning. The work on its
// kinds (a yes to an errand, appositions, people added with « aussi », refusals given as reasons, a part come to beside
// parts declined, greetings naming those written to, being elsewhere beside a regret) brought it to 92.9 % (223/240, no
// non-answer taken), held-out 93.4 → 93.8 %. Its solo maybes are labelled 1 (13 of its misses left): kept as labelled,
// but the reader gives them no party size as the held-out writers label them (giving 1 dropped held-out to 89.8 %).
// ae: a sixth fresh writer (240 answers), scored blind end to end through the webhook at 84.2 % within two before the ad
// round's changes and 85.3 % after them (non-answers 47/50: three offers sent after a yes changed it, seats in a car, a
// gîte's beds, coming to help), in process 80.8 % (194/240, 8 non-answers taken); then tuning. The work on its kinds (a
// count of seats or beds, coming to help or to visit, a yes taken back, refusals said otherwise, a yes to a booking, a
// reason after « can't », who stays home or is represented, counts part by part, a yes that is only who beside a doubt)
// brought it to 90.8 % (218/240, 3 non-answers taken: a yes-word or an arrival time beside a question, an answer
// recalled), held-out unchanged at 93.8 %. Its solo maybes are labelled 1, as ad's.
// af: a seventh fresh writer (240 answers), scored blind end to end at 91.0 % within two before the ae round's changes
// and 91.5 % after them (which is why they were kept: held-out did not move), non-answers 48/52 both times (a car's
// free seats, a lift offered, another dinner, a hen party's kitty: counts of other things, after a yes); then tuning,
// unworked: in process 86.7 % (208/240), 9 non-answers taken read alone.
// The work on af's kinds (what is said of something else left out: an offer's details, another occasion; a yes to a
// favour or a task; seats one has; someone coming without the writer; « los dos niños »; relatives named) brought it to
// 92.9 % (223/240, no non-answer taken; tuning's 12 taken → 3), held-out 863 → 864 (« los dos niños », es).
// ag: an eighth fresh writer (240 answers, 50 non-answers), scored blind end to end at 83.2 % within two before the af
// round and 84.2 % after it (non-answers 50/50 both times), in process 92.5 % after it (222/240, 2 non-answers taken);
// then held out, unread. Its maybes with no stated count are labelled with no party size, as b, d, r, s and z label
// them; end to end a household of one records 1 (run-rsvp's convention: the party size counts the writer), which is
// most of the gap between its two figures.
// ah: a ninth fresh writer (240 answers, 50 non-answers), scored blind end to end at 97.9 % within two (186/190
// answers, 14 follow-ups; non-answers 50/50), in process 96.7 % (232/240) once its labels were put in this file's
// convention (a no's party size null, its 22 maybes with no stated count relabelled with no party size); then tuning.
// ai: a tenth fresh writer (240 answers, 50 non-answers; a Provençal wedding, families answering for several), scored
// blind end to end at 94.2 % within two (11 follow-ups, non-answers 50/50) and in process at 94.6 % (227/240, no
// non-answer taken) before the ah round, its labels put in this file's convention as ah's; then held out, unread.
// « Right within two messages »: when the reader asks its follow-up (« Combien serez-vous en tout ? »), a simulated
// guest answers once from the case's expected value (the count; the status in words), as ../shared/eval/run-rsvp.mjs
// does through the webhook, and the answer read from both messages is scored.
// aj, ak: two fresh writers (240 answers each) asked for every kind at once (refusals given as reasons, yeses without a
// yes-word, corrections, households described, hedges, diets beside the answer), scored blind in process at 82.5 % and
// 77.9 % within two (non-answers taken 3/50 and 1/47), end to end 76.8 % and 76.7 %; then tuning.
// al, am: two more fresh writers (same brief), scored blind in process at 85.4 and 84.6 % within two (end to end 76.7
// and 85.9 %), then held out unread; after the aj/ak and an/ao rounds and the learned status reader: 88.3 and 87.5 %.
// an, ao: two more (same brief), scored blind after the aj/ak round and the learned status reader at 84.2 and 86.7 %
// (non-answers taken 1/50 and 1/46); then tuning.
// ap, aq, ar, as: four more (same brief, other regions and registers), scored blind at the start of 2026-11-30's
// session at 83.3, 85.8, 80.4 and 85.8 % within two (end to end 81.3, 83.6, 77.4, 77.3 %). ap and aq then tuning; ar and
// as never read, held out at the session's end at 81.7 and 87.5 %.
// at, au: two more (same brief), scored blind after the ap/aq round at 85.8 % each; then tuning.
// av, aw, ax, ay: four more (same brief; south-west and Quebec families, young friends writing SMS, older relatives
// answering for a branch, colleagues with shift work and blended families), scored blind at the start of 2026-11-30's
// second session at 94.6, 81.7, 85.4 and 87.9 % within two (end to end ax 86.5, ay 91.6 %). av and aw then tuning; ax
// and ay never read, held out at the session's end at 85.0 and 88.8 % (end to end 85.9 and 91.1 %).
// az, ba: two more (same brief; Normandy, Burgundy, Jura and Antilles families answering for neighbours, expats mixing
// languages and changing their minds), scored blind after the av/aw round at 85.0 and 86.7 %; then tuning.
// bb, bc: two more (240 each, 50 non-answers; bb a Burgundy wedding's guests from Belgium, Switzerland, Quebec, the
// Antilles and Latin America, bc an Anjou–Lyon wedding's families, an Erasmus group and colleagues abroad), scored blind
// on 2026-12-01 at 91.3 and 95.0 % within two (non-answers taken 0/50 each), then held out unread. A trial read of « los
// dos con el bebé » as three (the couple said as a pair, then who comes along), +5 on tuning and no held-out message
// of the kind, scored bb 219 → 218 and bc 228 → 228: not merged.
// A message is right when the reader says no RSVP for a non-RSVP, or finds the labelled status, party size and diet.
// Usage: npx tsx bench/assistant/rsvp/evaluate-rsvp.ts [--misses] [--writer <name>]
// --writer scores one writer's file alone, figures only (a new writer is scored blind so, before its texts are read);
// with --misses, its misses too once it is in the tuning part.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pendingRsvpOf, readFollowUp } from '../../../src/server/assistant/rsvp/follow-up.ts';
import { readRsvp, type Rsvp } from '../../../src/server/assistant/rsvp/read-rsvp.ts';

type Expect = { status: Rsvp['status']; partySize: number | null; diet: boolean } | null;
export type RsvpCase = { id: string; lang: string; text: string; expect: Expect };

export function readRsvpCases(part: string): RsvpCase[] {
  const split = JSON.parse(readFileSync(join(import.meta.dirname, 'split.json'), 'utf8')) as Record<string, string[]>;
  return (split[part] ?? [part]).flatMap((writer) =>
    readFileSync(join(import.meta.dirname, `${writer}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as RsvpCase)
      .map((c) => ({ ...c, expect: recordsNothing(c.expect) ? null : c.expect })),
  );
}

/**
 * A label with no status, no count and no diet records nothing: a message that answers nothing, which one writer (z)
 * labelled so instead of `null`. run-rsvp.mjs scores it right when nothing is recorded; so does this.
 */
const recordsNothing = (e: Expect) => e !== null && e.status === null && e.partySize === null && !e.diet;

/**
 * What a guest answers to the reader's follow-up, from what the case expects: the count when asked how many (none
 * when the case has no count), the number of the answer that fits when asked whether they come (as run-rsvp.mjs
 * answers); nothing when it asked nothing.
 */
export function simulatedReply(got: Rsvp | null, expected: Expect): string | null {
  if (!got?.missing || !expected) return null;
  if (got.missing === 'partySize')
    return expected.partySize && expected.status !== 'no' ? String(expected.partySize) : null;
  const option = (['yes', 'no', 'maybe'] as const).indexOf(expected.status as 'yes');
  return option >= 0 ? String(option + 1) : null;
}

/** The answer read after the follow-up, when the reader asked one and the guest answered it. */
export function withinTwo(text: string, expected: Expect, lang: string): Rsvp | null {
  const now = new Date('2027-01-01T12:00:00Z');
  const got = readRsvp(text);
  const reply = simulatedReply(got, expected);
  if (!got?.missing || reply === null) return got;
  const pending = pendingRsvpOf(got.missing, got.status, lang as 'fr', now, got.partySize);
  const next = readFollowUp(pending, reply, now);
  // The first answer's diet stays (recordRsvp adds notes up): only the missing thing comes from the second.
  return next ? { ...got, ...next, diet: got.diet ?? next.diet } : got;
}

/** Whether the reader's answer is the labelled one (a party size alone may also read as a yes: it brings people). */
export function rsvpRight(got: Rsvp | null, expected: Expect) {
  if (!expected) return got === null;
  if (!got) return false;
  const statusOk =
    got.status === expected.status || (expected.status === null && expected.partySize !== null && got.status === 'yes');
  return statusOk && got.partySize === expected.partySize && (got.diet !== null) === expected.diet;
}

/** The score of a part of split.json, or of one writer's file named alone. */
export function scoreRsvp(part: string) {
  const cases = readRsvpCases(part);
  let right = 0;
  let rightInTwo = 0;
  let asked = 0;
  let falseRsvp = 0;
  let missedRsvp = 0;
  const byLang = new Map<string, [number, number]>();
  const misses: { c: RsvpCase; got: Rsvp | null }[] = [];
  for (const c of cases) {
    const got = readRsvp(c.text);
    const ok = rsvpRight(got, c.expect);
    const e = byLang.get(c.lang) ?? [0, 0];
    e[1]++;
    if (ok) {
      right++;
      e[0]++;
    } else misses.push({ c, got });
    if (!c.expect && got) falseRsvp++;
    if (c.expect && !got) missedRsvp++;
    byLang.set(c.lang, e);
    if (got?.missing) asked++;
    if (rsvpRight(withinTwo(c.text, c.expect, c.lang), c.expect)) rightInTwo++;
  }
  return {
    part,
    cases: cases.length,
    right,
    rightInTwo,
    asked,
    falseRsvp,
    missedRsvp,
    byLang,
    misses,
    nonRsvp: cases.filter((c) => !c.expect).length,
  };
}

export function formatRsvpScore(s: ReturnType<typeof scoreRsvp>) {
  const langs = [...s.byLang].map(([l, [a, n]]) => `${l} ${a}/${n}`).join(', ');
  const pct = (n: number) => ((n / s.cases) * 100).toFixed(1);
  return `${s.part}: ${pct(s.right)} % right in one message (${s.right}/${s.cases}), ${pct(s.rightInTwo)} % within two (${s.rightInTwo}/${s.cases}, ${s.asked} follow-ups asked); questions taken for an RSVP: ${s.falseRsvp}/${s.nonRsvp}; RSVPs missed: ${s.missedRsvp}; ${langs}`;
}

const printMisses = (s: ReturnType<typeof scoreRsvp>) => {
  for (const m of s.misses)
    console.log(`  ${m.c.id} ${JSON.stringify(m.c.expect)} got ${JSON.stringify(m.got)} :: ${m.c.text}`);
};

if (import.meta.main) {
  const writer = process.argv[process.argv.indexOf('--writer') + 1];
  const misses = process.argv.includes('--misses');
  if (process.argv.includes('--writer')) {
    const s = scoreRsvp(writer!);
    console.log(formatRsvpScore(s));
    // A writer's misses only once it is in the tuning part: a new writer is scored blind, a held-out one never read.
    const tuning = (JSON.parse(readFileSync(join(import.meta.dirname, 'split.json'), 'utf8')) as { tuning: string[] })
      .tuning;
    if (misses && tuning.includes(writer!)) printMisses(s);
    else if (misses) console.log(`  (${writer} is not in the tuning part: figures only)`);
  } else
    for (const part of ['tuning', 'heldout'] as const) {
      const s = scoreRsvp(part);
      console.log(formatRsvpScore(s));
      // Misses are printed for the tuning part only: the held-out part is reported, never read.
      if (part === 'tuning' && misses) printMisses(s);
    }
}
