import { describe, expect, it } from 'vitest';
import { guestLanguageOf, spokenLanguageOf } from './guest-language.ts';

describe('spokenLanguageOf', () => {
  it('reads the language of a message that says enough', () => {
    expect(spokenLanguageOf('Hello, can we bring our dog along?')).toBe('en');
    expect(spokenLanguageOf('Lo siento mucho, no podré ir')).toBe('es');
    expect(spokenLanguageOf('On arrive samedi matin en train')).toBe('fr');
  });

  it('tells nothing from a word or two', () => {
    expect(spokenLanguageOf('ok')).toBeNull();
    expect(spokenLanguageOf('thanks 🙏')).toBeNull();
    expect(spokenLanguageOf('2')).toBeNull();
  });
});

describe('guestLanguageOf', () => {
  it('takes the couple’s list first, then the guest’s messages, then French', () => {
    expect(guestLanguageOf({ language: 'es', spokenLanguage: 'en' })).toBe('es');
    expect(guestLanguageOf({ language: null, spokenLanguage: 'en' })).toBe('en');
    expect(guestLanguageOf({ language: null, spokenLanguage: null })).toBe('fr');
  });
});
