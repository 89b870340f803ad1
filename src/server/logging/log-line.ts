// The server's log is JSON lines: one object per event, so that a value can never start a line of its own.
// JSON escapes the C0 controls (a path's %0a, a name's ESC); the rest a terminal or a log viewer would act on
// (DEL, the C1 controls, the Unicode line and paragraph separators) are escaped here as well.
export type LogLevel = 'info' | 'warn' | 'error';

const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;

/** One line, control characters escaped: `{"time":…,"level":…,"event":…,…fields}`. */
export function formatLogLine(
  level: LogLevel,
  event: string,
  fields: Record<string, unknown> = {},
  now = new Date(),
): string {
  const line = JSON.stringify({ time: now.toISOString(), level, event, ...fields });
  return line.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where lines go; tests swap `write` to read them. */
export const logSink = {
  write(level: LogLevel, line: string) {
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  },
};

export function writeLog(level: LogLevel, event: string, fields: Record<string, unknown> = {}) {
  logSink.write(level, formatLogLine(level, event, fields));
}
