import type { Db } from '../../db/client';
import { staffSignIns } from '../../db/staff-schema';

/** How a sign-in step ended, as the sign-in history shows it. */
export type SignInOutcome =
  | 'password-ok'
  | 'wrong-password'
  | 'unknown-user'
  | 'disabled'
  | 'locked-out'
  | 'code-ok'
  | 'wrong-code'
  | 'code-locked-out'
  | 'signed-out';

/** Where a sign-in step came from. */
export interface SignInOrigin {
  address: string;
  userAgent: string | undefined;
}

/** Writes the staff sign-in history (staff_sign_ins), read by the audit viewer. */
export function createSignInRecorder({ db, now }: { db: Db; now: () => Date }) {
  return (
    entry: { staffId: number | null; username: string; outcome: SignInOutcome },
    origin: SignInOrigin | undefined,
  ) =>
    db.insert(staffSignIns).values({
      ...entry,
      address: origin?.address.slice(0, 100) ?? null,
      userAgent: origin?.userAgent?.slice(0, 300) ?? null,
      createdAt: now(),
    });
}

export type SignInRecorder = ReturnType<typeof createSignInRecorder>;
