import type { Fetch } from '../../adapters/superapp/super-app-client';
import { configuredSuperApp } from '../../adapters/superapp/configured-super-app';
import { superAppSandboxRoutes } from '../../adapters/superapp/super-app-sandbox.routes';
import type { Infrastructure } from '../../infrastructure';
import { addressLimit } from '../accounts/address-limit';
import type { createLoginService } from '../accounts/login.service';
import { createOtpService } from '../auth/otp.service';
import { createMobileAuthService } from './mobile-auth.service';
import { createSuperAppLinkService } from './super-app-link.service';
import { createSuperAppPasswordService } from './super-app-password.service';
import { createSuperAppSignOnService } from './super-app-sign-on.service';
import { superAppRoutes } from './superapp.routes';

/**
 * eGov super-app single sign-on and the app shells' sign-in (issue 15): the services, their API
 * routes, and the built-in super-app sandbox's routes while SUPERAPP_SSO=sandbox (else null).
 */
export function createSuperAppModule(
  infra: Infrastructure,
  {
    login,
    sandboxFetch,
  }: {
    login: ReturnType<typeof createLoginService>;
    /** The app's own `request`: the sandbox is asked in-process. */
    sandboxFetch: Fetch;
  },
) {
  const { config } = infra;
  const { client, sandbox } = configuredSuperApp({ db: infra.db, config, now: infra.now, sandboxFetch });
  const deps = {
    ...infra,
    client,
    otp: createOtpService({
      db: infra.db,
      limiter: infra.limiter,
      now: infra.now,
      ttlSeconds: config.OTP_TTL_SECONDS,
      cooldownSeconds: config.OTP_COOLDOWN_SECONDS,
    }),
  };
  const link = createSuperAppLinkService(deps);
  const routes = superAppRoutes({
    signOn: createSuperAppSignOnService(deps),
    link,
    password: createSuperAppPasswordService(deps),
    mobileAuth: createMobileAuthService(login),
    guard: infra.guard,
    json: infra.bodyLimits.json,
    // The same per-address budget as the account paths (accounts.module.ts).
    limit: addressLimit(infra.limiter, 'auth-ip', {
      limit: config.AUTH_LIMIT_PER_ADDRESS,
      windowMs: 10 * 60_000,
      trustProxy: config.TRUST_PROXY,
    }),
    trustProxy: config.TRUST_PROXY,
  });
  const sandboxRoutes = sandbox
    ? superAppSandboxRoutes({ sandbox, publicUrl: infra.publicUrl, json: infra.bodyLimits.json })
    : null;
  return { routes, sandboxRoutes, linkAfterSecondFactor: link.linkAfterSecondFactor };
}
