import { hashPassword, verifyPassword } from '../../../db/password-hash.ts';

// Verified against when the account does not exist, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1!A');
  await verifyPassword(await dummyHash, password);
}
