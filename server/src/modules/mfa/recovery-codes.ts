import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@/domain/contracts/mfa';
import type { Db } from '../../db/client';
import { recoveryCodes } from '../../db/mfa-schema';
import { digest } from '../auth/secret-tokens';

// No 0/o, 1/l/i: a code copied by hand from paper must read back the same. 32 letters, 50 bits a code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode() {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

// Spaces, dashes and capitals do not matter when a code is typed back.
const normal = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (taxpayerId: number, code: string) => digest(`recovery:${taxpayerId}:${normal(code)}`);

/** A new set of codes for the account; the old set dies. Returns the codes (shown once). */
export async function newRecoveryCodes(db: Db, taxpayerId: number, at: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.taxpayerId, taxpayerId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ taxpayerId, codeHash: hashOf(taxpayerId, code), createdAt: at })));
  });
  return codes;
}

/** Uses one code: true once, false when unknown or already used. */
export async function useRecoveryCode(db: Db, taxpayerId: number, code: string, at: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.taxpayerId, taxpayerId),
        eq(recoveryCodes.codeHash, hashOf(taxpayerId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Codes still unused. */
export async function recoveryCodesLeft(db: Db, taxpayerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.taxpayerId, taxpayerId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes every code (no second factor left, or the operator's reset). */
export async function dropRecoveryCodes(db: Db, taxpayerId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.taxpayerId, taxpayerId));
}
