import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULT_REPLY, DEMO_START, demoReply } from './demo-chat.ts';

describe('demoReply', () => {
  it.each([
    ['Quel est le DRESS CODE ?', 'chic champêtre'],
    ['Comment faut-il s’habiller ?', 'chic champêtre'],
    ['À quelle heure est la cérémonie ?', '15h30'],
    ['Où a lieu la cérémonie ?', 'mairie de Saint-Rémy'],
    ['Où a lieu la réception ?', '19h30'],
    ['Peut-on se garer facilement ?', 'parking gratuit'],
    ['Un hôtel à conseiller ?', 'code promo'],
    ['Y a-t-il une liste de cadeaux ?', 'urne'],
    ['Comment venir depuis la gare ?', '14h00'],
    ['Je suis allergique au gluten', 'végétarien'],
    ['Les enfants sont-ils invités ?', 'enfants sont les bienvenus'],
    ['Et s’il pleut ?', 'tente'],
    ['Peut-on prendre des photos ?', 'album'],
  ])('landing: %s', (question, expected) => {
    expect(demoReply(question, 'landing')).toContain(expected);
  });

  it('uses the pre-registration keyword list there', () => {
    expect(demoReply('Qui contacter en cas de souci ?', 'preRegistration')).toContain('06 12 34 56 78');
    expect(demoReply('Qui contacter en cas de souci ?', 'landing')).toBe(DEMO_DEFAULT_REPLY);
    expect(demoReply('Les enfants sont-ils invités ?', 'preRegistration')).toBe(DEMO_DEFAULT_REPLY);
  });

  it('falls back to the default reply', () => {
    expect(demoReply('Bonjour', 'landing')).toBe(DEMO_DEFAULT_REPLY);
    expect(DEMO_DEFAULT_REPLY).toMatch(/questions fréquentes.*contactez directement/);
  });

  it('starts with the ceremony time and parking exchanges', () => {
    expect(DEMO_START.map((m) => m.type)).toEqual(['incoming', 'outgoing', 'incoming', 'outgoing']);
    expect(DEMO_START[1]!.text).toContain('15h30');
    expect(DEMO_START[3]!.text).toContain('parking');
  });
});
