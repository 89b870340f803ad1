import { describe, expect, it } from 'vitest';
import { annotateDates, formatDate, formatTime, formatWeddingDate, frenchAt } from './format-facts.ts';
import { welcomeMessage } from './welcome-message.ts';

describe('writing facts', () => {
  it('writes times as a guest reads them', () => {
    expect(formatTime('15:30', 'fr')).toBe('15h30');
    expect(formatTime('14:00', 'fr')).toBe('14h');
    expect(formatTime('15:30', 'en')).toBe('3:30 pm (15h30)');
    expect(formatTime('00:30', 'en')).toBe('12:30 am (0h30)');
    expect(formatTime('19:00', 'es')).toBe('19h');
  });

  it('writes dates in full in each language', () => {
    expect(formatDate('2027-06-12', 'fr')).toBe('samedi 12 juin 2027');
    expect(formatDate('2027-05-01', 'fr')).toBe('samedi 1er mai 2027');
    expect(formatDate('2027-06-12', 'en')).toBe('Saturday, June 12, 2027');
    expect(formatDate('2027-06-12', 'es')).toBe('sábado 12 de junio de 2027');
  });

  it('gives English and Spanish guests the wedding date as the French invitation writes it too', () => {
    expect(formatWeddingDate('2027-06-12', 'fr')).toBe('samedi 12 juin 2027');
    expect(formatWeddingDate('2027-06-12', 'en')).toBe('Saturday, June 12, 2027 (samedi 12 juin 2027)');
    expect(formatWeddingDate('2027-06-12', 'es')).toBe('sábado 12 de junio de 2027 (samedi 12 juin 2027)');
  });

  it('repeats the French dates of a quoted text in the guest’s language', () => {
    expect(annotateDates('Avant le 1er mai 2027.', 'en')).toBe('Avant le 1er mai 2027 (May 1, 2027).');
    expect(annotateDates('Le dimanche 13 juin.', 'es')).toBe('Le dimanche 13 juin (13 de junio).');
    expect(annotateDates('Avant le 1er mai.', 'fr')).toBe('Avant le 1er mai.');
  });

  it('puts the right French preposition before a venue', () => {
    expect(frenchAt('Château de la Rivière')).toBe('au Château de la Rivière');
    expect(frenchAt('Église Saint-Germain')).toBe("à l'Église Saint-Germain");
    expect(frenchAt('Mairie de Lyon')).toBe('à la Mairie de Lyon');
    expect(frenchAt('Les Jardins du Lac')).toBe('aux Jardins du Lac');
    expect(frenchAt('Villa Medicis')).toBe('à la Villa Medicis');
    expect(frenchAt('Notre-Dame')).toBe('à Notre-Dame');
  });
});

describe('welcomeMessage', () => {
  const wedding = {
    brideName: 'Camille',
    groomName: 'Julien',
    weddingDate: '2027-06-12',
    ceremonyTime: '15:30',
    receptionVenue: 'Château',
    parkingInfo: null,
    dressCode: 'Chic',
  };

  it('names the couple, the date in French and three questions the facts can answer', () => {
    const message = welcomeMessage({ wedding });
    expect(message).toContain('Camille et Julien');
    expect(message).toContain('samedi 12 juin 2027');
    expect(message.match(/^• /gm)).toHaveLength(3);
    expect(message).toContain('Quand commence la cérémonie ?');
    expect(message).not.toContain('garer');
  });

  it('speaks English or Spanish when asked', () => {
    expect(welcomeMessage({ wedding, language: 'en' })).toContain('Saturday, June 12, 2027');
    expect(welcomeMessage({ wedding, language: 'es' })).toContain('sábado 12 de junio de 2027');
  });
});
