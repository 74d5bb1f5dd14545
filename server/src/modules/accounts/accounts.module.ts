import type { Infrastructure } from '../../infrastructure';
import { createOtpService } from '../auth/otp.service';
import type { AccountsDeps } from './account-deps';
import { accountsRoutes } from './accounts.routes';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';
import { createProfileService } from './profile.service';
import { createSignupService } from './signup.service';
import { findLanguage } from './taxpayer-queries';
import { createUploadSweeper } from './upload-sweeper';
import { createUploadsService } from './uploads.service';

/** Sign-up, sign-in, password reset, profile and uploads: the services and their routes. */
export function createAccountsModule(infra: Infrastructure) {
  const { config } = infra;
  const deps: AccountsDeps = {
    ...infra,
    otp: createOtpService({
      db: infra.db,
      limiter: infra.limiter,
      now: infra.now,
      ttlSeconds: config.OTP_TTL_SECONDS,
      cooldownSeconds: config.OTP_COOLDOWN_SECONDS,
    }),
  };
  const signup = createSignupService(deps);
  const uploads = createUploadsService(deps);
  const perAddress = { group: 'auth-ip', limit: config.AUTH_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 };
  const service = {
    signup,
    login: createLoginService(deps, perAddress),
    reset: createPasswordResetService(deps),
    profile: createProfileService(deps, uploads, signup.sendEmailActivation),
    uploads,
    /** An account's saved language, for the messages of its requests (issue 13). */
    savedLanguage: (taxpayerId: number) => findLanguage(infra.db, taxpayerId),
    /** Uploads chosen but never used go after a day (main.ts runs it hourly). */
    uploadSweeper: createUploadSweeper(infra),
  };
  const routes = accountsRoutes({
    ...service,
    limiter: infra.limiter,
    guard: infra.guard,
    enrolGuard: infra.enrolGuard,
    bodyLimits: infra.bodyLimits,
    revokeSession: (id) => infra.sessions.revoke(id),
    trustProxy: config.TRUST_PROXY,
    perAddress,
  });
  return { routes, service };
}
