import { and, eq } from 'drizzle-orm';
import { SUPER_APP_PASSWORD_RULES } from '@/domain/contracts/super-app';
import { taxpayers } from '../../db/auth-schema';
import { superAppLinks } from '../../db/superapp-schema';
import { ConflictError, ValidationError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { isCommonPassword } from '../auth/common-passwords';
import { linkOfAccount } from './super-app-accounts';
import type { SuperAppDeps } from './super-app-deps';

export const PASSWORD_ALREADY_SET =
  'Your account already has a password. You can change it from Edit Profile.';
export const PASSWORD_SET = 'Your password is set. You can now also sign in with your mobile number.';

/**
 * /create-password-superapp (§2.1): an account the super-app sign-on made has no password of its
 * own; its owner, signed in, sets one once (the §5 rule, not a common one) and can then sign in
 * directly. Afterwards the password is changed like any other (change_password, old one needed).
 */
export function createSuperAppPasswordService(deps: Pick<SuperAppDeps, 'db' | 'now' | 'passwords'>) {
  const { db, now } = deps;
  return {
    async status(taxpayerId: number) {
      const link = await linkOfAccount(db, taxpayerId);
      return document(
        resource('super_app_links', taxpayerId, {
          is_linked: link !== undefined,
          is_password_set: !link?.passwordPending,
        }),
      );
    },

    async setPassword(taxpayerId: number, body: Record<string, unknown>) {
      const input = parseRules(SUPER_APP_PASSWORD_RULES, body);
      if (isCommonPassword(input.password)) {
        throw new ValidationError({
          password: ['This password is too common. Please choose one that is harder to guess.'],
        });
      }
      const passwordHash = await deps.passwords.hash(input.password);
      const done = await db.transaction(async (tx) => {
        // Claimed first: of two tabs setting a password at once, one does.
        const [claimed] = await tx
          .update(superAppLinks)
          .set({ passwordPending: false })
          .where(and(eq(superAppLinks.taxpayerId, taxpayerId), eq(superAppLinks.passwordPending, true)))
          .returning({ userId: superAppLinks.userId });
        if (!claimed) return false;
        await tx
          .update(taxpayers)
          .set({ passwordHash, updatedAt: now() })
          .where(eq(taxpayers.id, taxpayerId));
        return true;
      });
      if (!done) throw new ConflictError(PASSWORD_ALREADY_SET);
      return { message: PASSWORD_SET };
    },
  };
}
