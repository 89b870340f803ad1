import { describe, expect, it } from 'vitest';
import { mirroredParts, partFieldLabel, partSection } from './mirrored-parts.ts';

const part = (id: number, kind: string, name: string, label: string | null = null) => ({ id, kind, label, name });

describe('the wedding form names the part each field edits', () => {
  it('a vin d’honneur before the dinner: the reception fields are the vin d’honneur’s, and say so', () => {
    const parts = mirroredParts([
      part(1, 'civil_ceremony', 'Cérémonie civile'),
      part(2, 'cocktail', 'Vin d’honneur'),
      part(3, 'dinner', 'Dîner'),
    ]);
    expect(partFieldLabel('receptionTime', parts)).toBe('Heure (Vin d’honneur)');
    expect(partFieldLabel('receptionVenue', parts)).toBe('Lieu (Vin d’honneur)');
    expect(partFieldLabel('ceremonyAddress', parts)).toBe('Adresse (Cérémonie civile)');
    expect(partSection('wedding.section.reception', parts)).toEqual({
      title: 'Vin d’honneur',
      note: 'Les autres moments (Dîner) se modifient dans « Journée et foyers ».',
    });
    expect(partFieldLabel('dressCode', parts)).toBeNull();
  });

  it('a plain ceremony and reception (or a new wedding) keep the form’s own words', () => {
    const parts = mirroredParts([part(1, 'ceremony', 'Cérémonie'), part(2, 'reception', 'Réception')]);
    expect(partFieldLabel('receptionTime', parts)).toBeNull();
    expect(partSection('wedding.section.reception', parts)).toEqual({ title: 'Réception', note: null });
    expect(partFieldLabel('receptionTime', null)).toBeNull();
    expect(partSection('wedding.section.ceremony', null).title).toBe('Cérémonie');
  });

  it('a reception the couple renamed is named as they named it', () => {
    const parts = mirroredParts([part(4, 'reception', 'Fête au moulin', 'Fête au moulin')]);
    expect(partFieldLabel('receptionTime', parts)).toBe('Heure (Fête au moulin)');
  });
});
