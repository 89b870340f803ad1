import { describe, expect, it } from 'vitest';
import { endAtSentence, splitForWhatsApp, WHATSAPP_MESSAGE_MAX } from './split-for-whatsapp.ts';
import { toTwiml } from './to-twiml.ts';

const programme = Array.from(
  { length: 40 },
  (_, i) => `Étape ${i + 1} : la navette part à ${10 + (i % 12)}h depuis la place du village, merci d'être à l'heure.`,
).join(' ');

describe('splitForWhatsApp', () => {
  it('keeps a short reply whole', () => {
    expect(splitForWhatsApp('La cérémonie commence à 15h.')).toEqual(['La cérémonie commence à 15h.']);
  });

  it('sends a long FAQ answer whole, in messages that each end on a sentence', () => {
    const parts = splitForWhatsApp(programme);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(WHATSAPP_MESSAGE_MAX);
      expect(part).toMatch(/\.$/);
    }
    expect(parts.join(' ')).toBe(programme);
  });

  it('cuts a sentence longer than a message between words, never inside one', () => {
    const long = `${'mot '.repeat(600)}fin.`;
    const parts = splitForWhatsApp(long, 200);
    expect(parts.join(' ')).toBe(long.trim());
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(200);
  });
});

describe('toTwiml', () => {
  it('carries a long reply as several <Message> elements', () => {
    const xml = toTwiml(programme);
    expect(xml.match(/<Message>/g)?.length).toBe(splitForWhatsApp(programme).length);
    expect(xml).toContain('Étape 40');
  });
});

describe('endAtSentence', () => {
  it('ends a model answer over the length at its last whole sentence', () => {
    expect(endAtSentence('Le bus part à 14h. Il revient à 1h du matin. Pensez à votre manteau.', 50)).toBe(
      'Le bus part à 14h. Il revient à 1h du matin.',
    );
  });
});

describe('toTwiml, as Twilio reads it', () => {
  it('escapes what XML must and leaves an empty response for no reply', () => {
    expect(toTwiml('Tom & Léa <3 « le "grand" jour », l\'église')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tom &amp; Léa &lt;3 « le &quot;grand&quot; jour », l&apos;église</Message></Response>',
    );
    expect(toTwiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});
