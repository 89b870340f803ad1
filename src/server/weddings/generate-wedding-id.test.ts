import { describe, expect, it } from 'vitest';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { generateWeddingId } from './generate-wedding-id.ts';

describe('generateWeddingId', () => {
  it('makes 16 URL-safe characters, different every time, trial- prefixed for trials', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateWeddingId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[a-z2-9]{16}$/);
    expect(generateWeddingId({ trial: true })).toMatch(/^trial-[a-z2-9]{16}$/);
  });

  it('builds the wa.me link with the start- text', () => {
    expect(whatsappLink('+33 6 12 34 56 78', 'abc')).toBe('https://wa.me/33612345678?text=start-abc');
  });
});
