import { describe, expect, it } from 'vitest';
import { buttonTitles } from './send-choice-buttons.ts';

describe('the buttons’ titles', () => {
  it('are the subjects’ short names when the data gives them', () => {
    const titles = buttonTitles([
      { label: "l'heure de la cérémonie", button: 'Heure cérémonie' },
      { label: "l'heure de la réception", button: 'Heure réception' },
    ]);
    expect(titles).toEqual(['Heure cérémonie', 'Heure réception']);
  });

  it('cut a longer label at a word, within the 20 characters WhatsApp shows', () => {
    const titles = buttonTitles([{ label: 'Y a-t-il une garderie pour les enfants' }, { label: 'le parking' }]);
    expect(titles).toEqual(['Y a-t-il une…', 'Le parking']);
  });

  it('keep the words that tell apart titles a cut makes alike, numbered as the text numbers them', () => {
    const titles = buttonTitles([{ label: 'Où se garer près de l’église' }, { label: 'Où se garer près du château' }]);
    expect(titles).toEqual(['1. …de l’église', '2. …du château']);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(20);
  });
});
