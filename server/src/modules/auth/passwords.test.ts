import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Kalye#Maginhawa7'), hashPassword('Kalye#Maginhawa7')]);
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Kalye');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Kalye#Maginhawa7');
    expect(await verifyPassword(stored, 'Kalye#Maginhawa7')).toBe(true);
    expect(await verifyPassword(stored, 'kalye#maginhawa7')).toBe(false);
  });

  it('answers false, after the same work, when there is no stored hash', async () => {
    expect(await verifyPassword(undefined, 'Kalye#Maginhawa7')).toBe(false);
    expect(await verifyPassword(null, 'decoy-password-for-timing')).toBe(false);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
