import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('catches the breached passwords that meet the spec rules, and a very common word dressed up', async () => {
    for (const password of ['Password1!', 'Azerty123!', 'Iloveyou1!', 'Secret2027!', 'P@ssword1']) expect(await isCommonPassword(password), password).toBe(true);
  });

  it('lets ordinary strong passwords through, a first name with a year included', async () => {
    for (const password of ['Mariage2027!', 'Camille1990!', 'Chateau-Vayres-2027', 'Eval-pass1!']) expect(await isCommonPassword(password), password).toBe(false);
  });
});
