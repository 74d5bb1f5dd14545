import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createGcashClient } from './gcash-client';
import { createGcashSandbox } from './gcash-sandbox';
import { gcashSandboxRoutes, SANDBOX_API_PREFIX } from './gcash-sandbox.routes';
import { sandboxKeys } from './sandbox-keys';
import type { WalletSignOn } from './wallet-identity';

/**
 * The GCash sign-on GCASH_API picks: GCash's OpenAPI with the operator's keys, the built-in
 * sandbox (its pages and its own keys in the data folder), or none (null: sign-on is refused).
 */
export function configuredWallet({
  db,
  config,
  now,
  publicUrl,
}: {
  db: Db;
  config: Env;
  now: () => Date;
  publicUrl: string;
}): { signOn: WalletSignOn | null; sandboxPages: ReturnType<typeof gcashSandboxRoutes> | null } {
  const clientId = config.GCASH_CLIENT_ID;
  const appId = config.GCASH_APP_ID ?? clientId;
  if (config.GCASH_API === 'off') return { signOn: null, sandboxPages: null };
  if (config.GCASH_API === 'gcash') {
    // env.ts refuses GCASH_API=gcash without the address and both key files.
    const client = (async () =>
      createGcashClient({
        baseUrl: config.GCASH_API_URL ?? '',
        clientId,
        appId,
        privateKey: createPrivateKey(await readFile(config.GCASH_PRIVATE_KEY_FILE ?? '', 'utf8')),
        walletPublicKey: createPublicKey(await readFile(config.GCASH_PUBLIC_KEY_FILE ?? '', 'utf8')),
        now,
      }))();
    client.catch(() => undefined);
    return { signOn: { identify: async (code) => (await client).identify(code) }, sandboxPages: null };
  }
  const keys = sandboxKeys(config.BAYAN_DATA_DIR);
  const sandbox = createGcashSandbox({ db, now });
  const sandboxPages = gcashSandboxRoutes({ sandbox, keys, clientId, now });
  // This portal's own sandbox is asked in-process (the same signed requests and answers): the
  // server need not reach itself at PUBLIC_URL, which a proxy or container may not allow.
  const inProcess: typeof fetch = async (input, init) =>
    sandboxPages.request(new URL(input instanceof Request ? input.url : String(input)).pathname, init);
  const signOn: WalletSignOn = {
    async identify(code) {
      const { portal, wallet } = await keys();
      return createGcashClient({
        baseUrl: config.GCASH_API_URL ?? `${publicUrl}${SANDBOX_API_PREFIX}`,
        clientId,
        appId,
        privateKey: portal.privateKey,
        walletPublicKey: wallet.publicKey,
        now,
        fetch: config.GCASH_API_URL ? undefined : inProcess,
      }).identify(code);
    },
  };
  return { signOn, sandboxPages };
}
