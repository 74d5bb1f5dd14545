import type { Context } from 'hono';
import { bearerToken } from '../../http/bearer-token';
import { UnauthorizedError } from '../../http/http-errors';
import type { Infrastructure } from '../../infrastructure';
import { addressLimit } from '../accounts/address-limit';
import { createOtpService } from '../auth/otp.service';
import { createAccountChangesService } from './account-changes.service';
import type { MfaDeps } from './mfa-deps';
import { mfaRoutes } from './mfa.routes';
import { createMfaSignInService } from './mfa-sign-in.service';
import { createPhoneCheck } from './phone-check';
import { createStepUp } from './step-up';
import { createSecretBox, secretKeyFrom } from './secret-box';
import { createSecurityService } from './security.service';

/** Second factors, recovery codes, re-authentication, username + PIN (issue 16): services and routes. */
export function createMfaModule(
  infra: Infrastructure,
  { afterSecondFactor }: Pick<MfaDeps, 'afterSecondFactor'> = {},
) {
  const { config } = infra;
  const deps: MfaDeps = {
    ...infra,
    afterSecondFactor,
    otp: createOtpService({
      db: infra.db,
      limiter: infra.limiter,
      now: infra.now,
      ttlSeconds: config.OTP_TTL_SECONDS,
      cooldownSeconds: config.OTP_COOLDOWN_SECONDS,
    }),
    otpCooldownSeconds: config.OTP_COOLDOWN_SECONDS,
    box: createSecretBox(secretKeyFrom(config.MFA_SECRET_KEY)),
  };
  const signIn = createMfaSignInService(deps);
  const security = createSecurityService(deps);
  const changes = createAccountChangesService(deps, security);
  // The same budget (group and size) as the account paths: one address, one allowance.
  const limit = addressLimit(infra.limiter, 'auth-ip', {
    limit: config.AUTH_LIMIT_PER_ADDRESS,
    windowMs: 10 * 60_000,
    trustProxy: config.TRUST_PROXY,
  });
  // A bearer token that no longer answers (expired, signed out) is no caller: a new session then.
  const callerSession = async (c: Context) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return undefined;
    const session = await infra.sessions.resolve(token).catch((err: unknown) => {
      if (err instanceof UnauthorizedError) return undefined;
      throw err;
    });
    return session && { token, sessionId: session.sessionId, taxpayerId: session.taxpayerId };
  };
  const routes = mfaRoutes({
    callerSession,
    signIn,
    phoneCheck: createPhoneCheck(deps),
    stepUp: createStepUp(deps),
    enrolGuard: infra.enrolGuard,
    security,
    changes,
    guard: infra.guard,
    limit,
    bodyLimits: infra.bodyLimits,
    trustProxy: config.TRUST_PROXY,
  });
  return { routes, service: { signIn, security, changes } };
}
