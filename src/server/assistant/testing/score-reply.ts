// The scoring of ../shared/eval/run-eval.mjs (lowercase, no accents, times as 15h30, phones by digits), shared by
// the engine evaluation and the assistant tests so that both judge replies exactly as the end-to-end eval does.

/** Lowercase, no accents, collapsed spaces, times as 15h30 ('15:30', '15 h 30' agree; a bare '16h' reads '16h00'). */
export const normalizeForScoring = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u2019/g, "'")
    .replace(/(\d{1,2})\s*(?:h|:)\s*(\d{2})/g, '$1h$2')
    .replace(/\b(\d{1,2})\s*h(?![\da-z])/g, '$1h00')
    .replace(/\s+/g, ' ')
    .trim();

const digits = (s: string) => s.replace(/\D/g, '');

/** Whether a reply contains a token; phone numbers compare by their digits. */
export function replyContains(reply: string, token: string) {
  const d = digits(token);
  if (d.length >= 8 && d.length === token.replace(/[\s.+-]/g, '').length) return digits(reply).includes(d);
  return normalizeForScoring(reply).includes(normalizeForScoring(token));
}

export type EvalCase = {
  id: string;
  question: string;
  category: string;
  lang?: string;
  expect_any: string[];
  forbid_any?: string[];
  /** Several questions in one message: every token must be in the reply. */
  expect_all?: string[];
};

/** A case passes when the reply holds one expected token (and all of expect_all); it is precise when it holds no forbidden one. */
export function scoreReply(reply: string, c: EvalCase) {
  const hit =
    c.expect_any.some((t) => replyContains(reply, t)) && (c.expect_all ?? []).every((t) => replyContains(reply, t));
  const leaked = (c.forbid_any ?? []).filter((t) => replyContains(reply, t));
  return { hit, leaked };
}
