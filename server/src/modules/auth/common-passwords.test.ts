import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common-password blocklist', () => {
  it('refuses passwords that meet the rules yet top every leaked list, in any case or spacing', () => {
    for (const password of ['P@ssw0rd1', 'Password123!', 'WELCOME@123', 'Mahal Kita1!', 'Bayan@123']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Kalye#Maginhawa7')).toBe(false);
  });
});
