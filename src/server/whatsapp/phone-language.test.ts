import { describe, expect, it } from 'vitest';
import { languageOfPhone } from './phone-language.ts';

describe('languageOfPhone', () => {
  it('reads the country calling code, the longest listed first', () => {
    expect(languageOfPhone('+34612345678')).toBe('es');
    expect(languageOfPhone('+447700900123')).toBe('en');
    expect(languageOfPhone('+5491123456789')).toBe('es');
    expect(languageOfPhone('+33612345678')).toBeNull();
    // Several languages (Switzerland, Belgium): none guessed.
    expect(languageOfPhone('+41791234567')).toBeNull();
    expect(languageOfPhone('+32470123456')).toBeNull();
  });
});
