import { describe, expect, it } from 'vitest';
import { coupleHeadingKey, coupleKindOf, type PartnerRole } from './partners.ts';
import { t } from './messages/couple-space.ts';

const pair = (firstPartnerRole: PartnerRole, secondPartnerRole: PartnerRole) => ({
  firstPartnerRole,
  secondPartnerRole,
});

describe('the couple as a pair', () => {
  it('is named by both roles, and a role not said is never guessed', () => {
    const cases: [PartnerRole, PartnerRole, string, string][] = [
      ['bride', 'groom', 'bride+groom', 'Les mariés'],
      ['groom', 'bride', 'bride+groom', 'Les mariés'],
      ['bride', 'bride', 'brides', 'Les mariées'],
      ['groom', 'groom', 'grooms', 'Les mariés'],
      // One bride and a partner with no role is not « les mariées ».
      ['bride', null, 'neutral', 'Le couple'],
      [null, 'groom', 'neutral', 'Le couple'],
      [null, null, 'neutral', 'Le couple'],
    ];
    for (const [first, second, kind, heading] of cases) {
      expect(coupleKindOf(pair(first, second)), `${first}+${second}`).toBe(kind);
      expect(t(coupleHeadingKey(pair(first, second))), `${first}+${second}`).toBe(heading);
    }
  });

  it('is a bride and a groom for a wedding made without roles (the spec’s form)', () => {
    expect(coupleKindOf({})).toBe('bride+groom');
  });
});
