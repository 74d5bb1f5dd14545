import { mfaChallenge } from '@/domain/contracts/mfa';
import { MFA_STEP_UP_PATH } from '@/domain/contracts/mfa-phone-check';
import { http } from '@/lib/http';

/**
 * `POST /api/v1/taxpayer/mfa/step_up` (issue 25): this session passed no second factor and the
 * city now requires one; the answer is a sign-in challenge for the MFA dialog.
 */
export const stepUpSession = () =>
  http.post(MFA_STEP_UP_PATH, { body: {}, schema: mfaChallenge, silent: true });
