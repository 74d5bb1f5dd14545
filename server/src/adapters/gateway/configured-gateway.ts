import type { PaymentGateway } from './payment-gateway';
import { createPaymongoGateway } from './paymongo-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { sandboxSecret } from './sandbox-secret';
import type { Db } from '../../db/client';
import type { Env } from '../../env';

/** The gateway PAYMENT_GATEWAY picks (the portal and the operator CLI build it the same way). */
export function configuredGateway({ db, config, now }: { db: Db; config: Env; now: () => Date }) {
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const sandbox =
    config.PAYMENT_GATEWAY === 'sandbox'
      ? createSandboxGateway({ db, now, publicUrl, secret: sandboxSecret(db, config.SANDBOX_WEBHOOK_SECRET) })
      : null;
  const gateway: PaymentGateway =
    sandbox?.gateway ??
    createPaymongoGateway({
      // env.ts refuses PAYMENT_GATEWAY=paymongo without both keys.
      secretKey: config.PAYMONGO_SECRET_KEY ?? '',
      webhookSecret: config.PAYMONGO_WEBHOOK_SECRET ?? '',
      now,
    });
  return { gateway, sandbox, publicUrl };
}
