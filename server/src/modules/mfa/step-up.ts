import type { AuthContext } from '../../http/auth-guard';
import { ConflictError } from '../../http/http-errors';
import { getTaxpayer } from '../accounts/taxpayer-queries';
import type { MfaDeps } from './mfa-deps';
import { secondFactorChallenge } from './sign-in-gate';

/**
 * POST /taxpayer/mfa/step_up: a session signed in without a second factor (before the LGU turned
 * mfa_required on) trades itself for a sign-in challenge, which the MFA dialog answers as at
 * sign-in — set one up, or use one that is on — for a session that passed one (issue 25).
 */
export function createStepUp(deps: Pick<MfaDeps, 'db' | 'now' | 'sessions'>) {
  return {
    async stepUp(auth: AuthContext) {
      if (auth.secondFactor) throw new ConflictError('This session has passed 2-step verification already.');
      const account = await getTaxpayer(deps.db, auth.taxpayerId);
      return (await secondFactorChallenge(deps, account)).document;
    },
  };
}
