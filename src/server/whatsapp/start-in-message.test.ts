import { describe, expect, it } from 'vitest';
import { startInMessage } from './start-in-message.ts';

describe('startInMessage', () => {
  it('finds the code alone, after a greeting or before a question, and keeps only what asks something', () => {
    expect(startInMessage('start-camille-julien')).toEqual({ code: 'camille-julien', rest: null });
    expect(startInMessage('Bonjour ! START-Camille-Julien')).toEqual({ code: 'camille-julien', rest: null });
    expect(startInMessage('start-camille-julien merci 🙏')).toEqual({ code: 'camille-julien', rest: null });
    expect(startInMessage("start-camille-julien c'est à quelle heure la cérémonie ?")).toEqual({
      code: 'camille-julien',
      rest: "c'est à quelle heure la cérémonie ?",
    });
    expect(startInMessage('start-camille-julien start-camille-julien Where do we park?')).toEqual({
      code: 'camille-julien',
      rest: 'Where do we park?',
    });
  });

  it('finds no code inside another word nor in a message without one', () => {
    expect(startInMessage('restart-camille-julien')).toBeNull();
    expect(startInMessage('On sera 2, merci !')).toBeNull();
  });
});
