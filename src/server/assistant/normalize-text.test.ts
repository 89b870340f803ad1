import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';
import { expandSms, extractTimesAndDates, foldText, splitWords } from './normalize-text.ts';

const words = (text: string) => expandSms(splitWords(extractTimesAndDates(foldText(text)).rest));

describe('normalising a guest message', () => {
  it('finds no chat spelling for a word an object inherits (« constructor », "toString")', () => {
    expect(words('le constructor ? toString')).toEqual(['le', 'constructor', 'tostring']);
  });

  it('drops accents and case, splits elisions and hyphens', () => {
    expect(splitWords(foldText("L'Église, c'est où ? Peut-être cœur"))).toEqual([
      'l',
      'eglise',
      'c',
      'est',
      'ou',
      'peut',
      'etre',
      'coeur',
    ]);
  });

  it('expands SMS spelling', () => {
    expect(words('a kel h la ceremonie stp')).toEqual(['a', 'quel', 'heure', 'la', 'ceremonie', 'svp']);
    expect(words('c koi le dress code, ya un pb')).toEqual([
      'c',
      'est',
      'quoi',
      'le',
      'dress',
      'code',
      'il',
      'y',
      'a',
      'un',
      'probleme',
    ]);
    expect(words('merciii bcp')).toEqual(['merci', 'beaucoup']);
    // A texting letter joined to a word is part of a name: « U-Bahn » is no "you".
    expect(words('the closest U-Bahn stop, u know')).toEqual(['the', 'closest', 'ubahn', 'stop', 'you', 'know']);
  });

  it('takes out the times and dates a guest states', () => {
    const { times, dates } = extractTimesAndDates(
      foldText('Le mariage est samedi 13 juin à 14h, ou à 15 h 30 ? or 3:30 pm, the 1st of May'),
    );
    expect(times.map((t) => [t.hours, t.minutes])).toEqual([
      [15, 30],
      [14, 0],
      [15, 30],
    ]);
    expect(dates.map((d) => [d.day, d.month, d.weekday])).toEqual([
      [13, 6, 'samedi'],
      [1, 5, undefined],
    ]);
    expect(extractTimesAndDates(foldText('le 13 ?')).dates[0]).toMatchObject({ day: 13 });
    expect(extractTimesAndDates(foldText('80 places, 4 ans, 30 minutes')).times).toEqual([]);
    expect(extractTimesAndDates(foldText("l'après-midi")).times).toEqual([]);
  });

  it('tells French, English and Spanish apart, French by default', () => {
    const lang = (text: string) => detectLanguage(text, splitWords(foldText(text)));
    expect(lang('À quelle heure commence la cérémonie ?')).toBe('fr');
    expect(lang('parking ?')).toBe('fr');
    expect(lang('What time does the ceremony start?')).toBe('en');
    expect(lang('Thanks a lot!')).toBe('en');
    expect(lang('¿Dónde es la ceremonia?')).toBe('es');
    expect(lang('Hola, buenas tardes')).toBe('es');
    // A verb both languages spell alike (« va », « venir ») tells neither: the Spanish question mark does.
    expect(lang('¿Karim va a venir?')).toBe('es');
    expect(lang('Karim va venir ?')).toBe('fr');
  });

  it('reads the language by its letters when the marker words leave French ahead by default', () => {
    const lang = (text: string) => detectLanguage(text, splitWords(foldText(text)));
    expect(lang('Bueno, a lo mejor vamos un ratito tarde pero seremos tres seguro')).toBe('es');
    expect(lang('Confirmo asistencia, iré solo')).toBe('es');
    expect(lang('Count me in, wouldn’t miss it')).toBe('en');
    expect(lang('On viendra à deux, avec plaisir')).toBe('fr');
    expect(lang('dress code ?')).toBe('fr');
    expect(lang('👍')).toBe('fr');
  });

  it("gives a message with no word of any language the guest's usual one, and a French word French", () => {
    const lang = (text: string) => detectLanguage(text, splitWords(foldText(text)), 'es');
    expect(lang('sin problema')).toBe('es');
    expect(lang('👍')).toBe('es');
    expect(lang('ok merci')).toBe('fr');
    expect(lang('What time does the ceremony start?')).toBe('en');
  });
});
