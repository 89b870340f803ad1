import { describe, expect, it } from 'vitest';
import { decodeText } from './read-text-file.ts';

describe('decodeText', () => {
  it('reads UTF-8 (with its byte order mark kept for the parser to drop)', () => {
    expect(decodeText(new TextEncoder().encode('nom;téléphone\nHélène;06 12 34 56 78'))).toBe(
      'nom;téléphone\nHélène;06 12 34 56 78',
    );
  });

  it('reads a Windows-1252 file as French Excel saves it', () => {
    // « Hélène ; Noël » in Windows-1252: é = 0xE9, ë = 0xEB.
    const bytes = Uint8Array.from([0x48, 0xe9, 0x6c, 0xe8, 0x6e, 0x65, 0x3b, 0x4e, 0x6f, 0xeb, 0x6c]);
    expect(decodeText(bytes)).toBe('Hélène;Noël');
  });
});
