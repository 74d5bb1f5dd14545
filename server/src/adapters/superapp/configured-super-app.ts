import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createSuperAppClient, type Fetch, type SuperAppClient } from './super-app-client';
import { createSuperAppSandbox, SANDBOX_PARTNER, type SuperAppSandbox } from './super-app-sandbox';

/**
 * The super-app sign-on SUPERAPP_SSO picks: none (off), the built-in sandbox, or eGov. The sandbox
 * is called in-process (`sandboxFetch`: the app's own `request`), as the sandbox gateway delivers
 * its webhooks, so it works whatever PUBLIC_URL the server can or cannot reach itself at.
 */
export function configuredSuperApp({
  db,
  config,
  now,
  sandboxFetch,
}: {
  db: Db;
  config: Env;
  now: () => Date;
  sandboxFetch: Fetch;
}): { client: SuperAppClient | null; sandbox: SuperAppSandbox | null } {
  if (config.SUPERAPP_SSO === 'off') return { client: null, sandbox: null };
  if (config.SUPERAPP_SSO === 'egov') {
    return {
      // env.ts refuses SUPERAPP_SSO=egov without both.
      client: createSuperAppClient({
        baseUrl: config.SUPERAPP_BASE_URL,
        partnerCode: config.SUPERAPP_PARTNER_CODE ?? '',
        partnerSecret: config.SUPERAPP_PARTNER_SECRET ?? '',
        fetch: (url, init) => fetch(url, init),
      }),
      sandbox: null,
    };
  }
  const partnerCode = config.SUPERAPP_PARTNER_CODE ?? SANDBOX_PARTNER.code;
  const partnerSecret = config.SUPERAPP_PARTNER_SECRET ?? SANDBOX_PARTNER.secret;
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  return {
    client: createSuperAppClient({
      baseUrl: `${publicUrl}/sandbox/superapp`,
      partnerCode,
      partnerSecret,
      fetch: sandboxFetch,
    }),
    sandbox: createSuperAppSandbox({ db, now, partnerCode, partnerSecret }),
  };
}
