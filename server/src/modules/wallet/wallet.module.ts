import { configuredWallet } from '../../adapters/wallet/configured-wallet';
import type { WalletSignOn } from '../../adapters/wallet/wallet-identity';
import type { Infrastructure } from '../../infrastructure';
import { createOtpService } from '../auth/otp.service';
import { createGmpLinkService } from './gmp-link.service';
import { createGmpSignOnService } from './gmp-sign-on.service';
import { walletRoutes } from './wallet.routes';

/**
 * GCash mini-program sign-on (issue 15): the routes of §7.6 and, while GCASH_API=sandbox, the
 * wallet sandbox's pages under /sandbox/gcash. `signOn` replaces the configured one (tests).
 */
export function createWalletModule(infra: Infrastructure, options: { signOn?: WalletSignOn } = {}) {
  const { config } = infra;
  const wallet = configuredWallet({ db: infra.db, config, now: infra.now, publicUrl: infra.publicUrl });
  const otp = createOtpService({
    db: infra.db,
    limiter: infra.limiter,
    now: infra.now,
    ttlSeconds: config.OTP_TTL_SECONDS,
    cooldownSeconds: config.OTP_COOLDOWN_SECONDS,
  });
  const gmp = createGmpSignOnService({ ...infra, signOn: options.signOn ?? wallet.signOn });
  const link = createGmpLinkService({ ...infra, otp });
  const routes = walletRoutes({
    gmp,
    link,
    limiter: infra.limiter,
    bodyLimits: infra.bodyLimits,
    trustProxy: config.TRUST_PROXY,
    perAddress: { group: 'auth-ip', limit: config.AUTH_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 },
  });
  return {
    routes,
    pages: wallet.sandboxPages,
    service: gmp,
    /** For mfa's afterSecondFactor (composed in app.ts): a link waiting for the second factor. */
    linkAfterSecondFactor: link.linkAfterSecondFactor,
  };
}
