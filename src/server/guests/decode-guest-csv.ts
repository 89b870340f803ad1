// The bytes of an imported guest list as text: UTF-8 (with or without its byte order mark), else Windows-1252 (what
// Excel for Windows saves as « CSV (séparateur : point-virgule) »). Anything else (UTF-16, a binary file, bytes
// Windows-1252 leaves undefined) is refused in French rather than stored with « � » in the names.
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Bytes Windows-1252 gives no character. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function refuse(): never {
  throw new AppError('VALIDATION', tGuestList('guestList.import.error.encoding'));
}

export function decodeGuestCsv(bytes: Uint8Array): string {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  // UTF-16 (its byte order marks) and binary files carry NUL bytes; no spreadsheet's CSV does.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]) || body.includes(0)) refuse();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    if (body !== bytes || body.some((byte) => UNDEFINED_IN_1252.has(byte))) refuse();
    return new TextDecoder('windows-1252').decode(body);
  }
}
