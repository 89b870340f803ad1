import { describe, expect, it } from 'vitest';
import { detectForgetEverywhereRequest, detectForgetRequest } from './forget-request.ts';

describe('detectForgetRequest', () => {
  it.each([
    ['OUBLIE-MOI', 'fr'],
    ['  oublie moi ! ', 'fr'],
    ['Oubliez-moi.', 'fr'],
    ['« oublié-moi »', 'fr'],
    ['FORGET ME', 'en'],
    ['forget-me', 'en'],
    ['Forget   me!', 'en'],
    ['OLVÍDAME', 'es'],
    ['¡olvidame!', 'es'],
    ['Olví-dame', 'es'],
  ] as const)('%s is a forget request in %s', (text, language) => {
    expect(detectForgetRequest(text)).toBe(language);
  });

  it.each(['Ne m’oublie pas', 'forget me not', 'oublie-moi et ma sœur aussi ?', 'Où est la salle ?', '', 'moi oublie'])(
    '%s is not',
    (text) => {
      expect(detectForgetRequest(text)).toBeNull();
    },
  );
});

describe('detectForgetEverywhereRequest', () => {
  it.each([
    ['OUBLIE-MOI PARTOUT', 'fr'],
    ['oubliez-moi partout !', 'fr'],
    ['Forget me everywhere', 'en'],
    ['OLVÍDAME EN TODAS PARTES', 'es'],
  ] as const)('%s asks to be forgotten everywhere, in %s', (text, language) => {
    expect(detectForgetEverywhereRequest(text)).toBe(language);
    expect(detectForgetRequest(text)).toBeNull();
  });

  it.each(['OUBLIE-MOI', 'partout', 'oublie-moi partout demain ?'])('%s is not', (text) => {
    expect(detectForgetEverywhereRequest(text)).toBeNull();
  });
});
