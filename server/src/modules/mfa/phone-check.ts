import { and, eq, isNull } from 'drizzle-orm';
import { mfaConfirmPhoneRequest } from '@/domain/contracts/mfa-phone-check';
import { mfaChallenges } from '../../db/mfa-schema';
import { ValidationError } from '../../http/http-errors';
import { resource } from '../../http/json-api';
import { parseWith } from '../../http/parse-with';
import { requireHuman } from '../accounts/bot-check-guard';
import { getTaxpayer } from '../accounts/taxpayer-queries';
import { openChallenge } from './challenges';
import type { MfaDeps } from './mfa-deps';
import { signInDestination } from './otp-destinations';

/**
 * POST /taxpayer/mfa/confirm_phone: the owner proves the phone (the SMS sign-in code sent to the
 * account's own number) during a challenge, so the account's wait and ceiling on wrong codes,
 * which someone else's guessing may have run up, do not keep the owner out (issue 25). The
 * challenge still needs its second factor's code.
 */
export function createPhoneCheck(deps: Pick<MfaDeps, 'db' | 'now' | 'otp' | 'botCheck'>) {
  const { db, now, otp } = deps;
  return {
    async confirmPhone(body: Record<string, unknown>, address: string) {
      const input = parseWith(mfaConfirmPhoneRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const challenge = await openChallenge(db, input.token, now());
      const account = await getTaxpayer(db, challenge.taxpayerId);
      const destination = signInDestination(account, 'sms');
      if (!destination) {
        throw new ValidationError({ pin: ['This account has no mobile number to confirm.'] });
      }
      // The SMS code mfa/send_otp sent for this challenge.
      await otp.consume('mfa', destination.key, input.pin, address, 'pin', input.token);
      await db
        .update(mfaChallenges)
        .set({ phoneVerifiedAt: now() })
        .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.phoneVerifiedAt)));
      return {
        data: resource('mfa_phone_checks', challenge.id, { phone_verified: true as const }),
        message: 'Your mobile number is confirmed. Now enter your code.',
      };
    },
  };
}
