// What the server may write about an error: its name, its message, its code and where it was thrown, never the
// values it carried. Drizzle puts a failed query's parameters (e-mails, names, password hashes) in its message;
// drivers quote rejected values; both are cut here, once, for every log line of the server.
export type ErrorDescription = {
  name: string;
  message: string;
  code?: string;
  cause?: ErrorDescription;
  /** The stack's frames only: its first line repeats the message. */
  at?: string[];
};

const MAX_MESSAGE = 300;
const SECRETS: [RegExp, string][] = [
  [/\$argon2(id|i|d)\$[^\s"',)]*/g, '[hash]'],
  [/[^\s"'<>(),;:]+@[^\s"'<>(),;:]+\.[a-z]{2,}/gi, '[e-mail]'],
  [/\b(sk|rk|pk|whsec)_(test|live)?_?[A-Za-z0-9]{6,}/g, '[clé]'],
  [/\bBearer\s+\S+/gi, 'Bearer [jeton]'],
];

/** The message without a query's parameters nor the values the database quoted back. */
export function redactMessage(message: string): string {
  let text = message.split(/\nparams:/)[0]!;
  // Postgres quotes the rejected value: `invalid input syntax for type integer: "abc"`.
  text = text.replace(/: "[^"]*"/g, ': "…"');
  for (const [pattern, replacement] of SECRETS) text = text.replace(pattern, replacement);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (!(error instanceof Error)) return { name: typeof error, message: '(valeur non-Error)' };
  const description: ErrorDescription = { name: error.name, message: redactMessage(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') description.code = String(code);
  if (error.cause !== undefined && depth < 3) description.cause = describeError(error.cause, depth + 1);
  const at = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim());
  if (at?.length) description.at = at;
  return description;
}

/** One line: `Name: message (code) ← Cause: message`. */
export function formatError(error: unknown): string {
  const parts: string[] = [];
  for (let d: ErrorDescription | undefined = describeError(error); d; d = d.cause) {
    parts.push(`${d.name}: ${d.message}${d.code ? ` (${d.code})` : ''}`);
  }
  return parts.join(' ← ');
}
