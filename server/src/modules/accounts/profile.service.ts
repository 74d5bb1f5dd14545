import { eq } from 'drizzle-orm';
import { isLanguage } from '@/domain/constants/languages';
import { CHANGE_PASSWORD_RULES } from '@/domain/contracts/account-forms';
import { canonicalTin } from '@/domain/format/tin';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
import { PROFILE_LANGUAGE_RULE } from '@/domain/contracts/profile-language';
import { uppercasePayload } from '@/domain/format/uppercase-payload';
import { taxpayers } from '../../db/auth-schema';
import { TooManyRequestsError, ValidationError } from '../../http/http-errors';
import { document } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { isCommonPassword } from '../auth/common-passwords';
import { requireRecentReauth } from '../mfa/reauthentication';
import { sendSettingsNotice } from '../mfa/settings-notice';
import { readSecurityFlags } from '../mfa/sign-in-gate';
import type { AccountsDeps } from './account-deps';
import { checkCurrentPassword } from './current-password';
import { placeNames } from './place-names';
import { profileResource } from './profile-resource';
import { ACCOUNTS_MESSAGES } from './accounts.messages';
import { findByVerifiedEmail, getTaxpayer } from './taxpayer-queries';
import type { UploadsService } from './uploads.service';

type ProfileField = keyof typeof PROFILE_RULES;
/** New e-mail addresses (each sent a confirmation link) an account may save: 3 in 15 minutes, 10 a day. */
const EMAIL_CHANGE_LIMITS = [
  { limit: 3, windowMs: 15 * 60_000 },
  { limit: 10, windowMs: 86_400_000 },
];
const DETAIL_FIELDS = (Object.keys(PROFILE_RULES) as ProfileField[]).filter(
  (f) => !['first_name', 'last_name', 'email'].includes(f),
);

/** The signed-in taxpayer's profile (§3) and password. */
export function createProfileService(
  deps: AccountsDeps,
  uploads: UploadsService,
  sendEmailActivation: (t: Awaited<ReturnType<typeof getTaxpayer>>) => Promise<void>,
) {
  const { db, now } = deps;
  const profileDocument = async (t: Awaited<ReturnType<typeof getTaxpayer>>) =>
    document(profileResource(t, await readSecurityFlags(db, t)));
  // A notice that fails to send must not undo a change already saved.
  const notify = (t: Awaited<ReturnType<typeof getTaxpayer>>, change: 'email' | 'password') =>
    deps.afterResponse.run(() => sendSettingsNotice(deps, t, change));
  return {
    async get(taxpayerId: number) {
      return profileDocument(await getTaxpayer(db, taxpayerId));
    },

    /** `sessionId`: replacing a confirmed e-mail (a way to sign in) needs a recent re-authentication. */
    async update(taxpayerId: number, body: Record<string, unknown>, sessionId?: number) {
      const parsed = parseRules({ ...PROFILE_RULES, language: PROFILE_LANGUAGE_RULE }, body);
      const input = uppercasePayload(parsed);
      const current = await getTaxpayer(db, taxpayerId);
      const photo = input.photo;
      // A new photo must be this account's upload; it is marked in use here (before the save, so
      // the daily sweep of never-referenced uploads cannot take it in between).
      if (photo !== current.details.photo && !(await uploads.reference(photo, taxpayerId))) {
        throw new ValidationError({ photo: ['Please upload your photo again.'] });
      }
      const email = input.email.toLowerCase() || null;
      if (email && email !== current.email) {
        const owner = await findByVerifiedEmail(db, email);
        if (owner && owner.id !== taxpayerId)
          throw new ValidationError({ email: ['This e-mail address is already in use.'] });
      }
      const replacesConfirmed = email !== current.email && current.emailVerifiedAt !== null;
      if (replacesConfirmed) await requireRecentReauth(db, sessionId ?? 0, now());
      const details: Record<string, unknown> = { ...current.details };
      for (const field of DETAIL_FIELDS) details[field] = input[field];
      // One form of the TIN whichever the card carries (9, 12 or 14 digits; issue 30).
      details.tin_number = canonicalTin(String(input.tin_number ?? ''));
      Object.assign(details, await placeNames(db, input));
      const emailChanged = email !== current.email;
      // Each new address is sent a link: an account cannot be made to mail strangers without end.
      if (emailChanged && email) {
        const { wait } = await deps.limiter.admit(
          `email-activation:${String(taxpayerId)}`,
          EMAIL_CHANGE_LIMITS,
        );
        if (wait > 0) throw new TooManyRequestsError(ACCOUNTS_MESSAGES.emailChanges, wait);
      }
      await db
        .update(taxpayers)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          email,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          details,
          // Absent, the saved language stays: a form that does not show it need not send it.
          language: isLanguage(parsed.language) ? parsed.language : current.language,
          isFirstLogin: false,
          updatedAt: now(),
        })
        .where(eq(taxpayers.id, taxpayerId));
      const updated = await getTaxpayer(db, taxpayerId);
      if (emailChanged && email) await sendEmailActivation(updated);
      // The old, confirmed address is told: it is the one the owner reads.
      if (replacesConfirmed) notify(current, 'email');
      return { ...(await profileDocument(updated)), message: 'Updated!' };
    },

    /** The language switch's save (issue 13): `language` alone, 'en' or 'fil'. */
    async setLanguage(taxpayerId: number, body: Record<string, unknown>) {
      const { language } = parseRules({ language: `required|${PROFILE_LANGUAGE_RULE}` }, body);
      if (!isLanguage(language)) throw new Error('the language rule let through an unknown language');
      await db.update(taxpayers).set({ language, updatedAt: now() }).where(eq(taxpayers.id, taxpayerId));
      return { ...(await profileDocument(await getTaxpayer(db, taxpayerId))), message: 'Updated!' };
    },

    async changePassword(taxpayerId: number, sessionId: number, body: Record<string, unknown>) {
      const input = parseRules(CHANGE_PASSWORD_RULES, body);
      const account = await getTaxpayer(db, taxpayerId);
      await checkCurrentPassword(deps, account, input.current_password, {
        field: 'current_password',
        message: 'The current password is incorrect.',
      });
      const password = input.password;
      if (isCommonPassword(password)) {
        throw new ValidationError({
          password: ['This password is too common. Please choose one that is harder to guess.'],
        });
      }
      await db
        .update(taxpayers)
        .set({ passwordHash: await deps.passwords.hash(password), updatedAt: now() })
        .where(eq(taxpayers.id, taxpayerId));
      await deps.sessions.revokeOthers(taxpayerId, sessionId, 'password_changed');
      notify(account, 'password');
      return { message: 'Your password successfully changed' };
    },
  };
}
