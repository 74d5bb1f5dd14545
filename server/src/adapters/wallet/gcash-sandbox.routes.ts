import type { KeyObject } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { parseRules } from '../../http/parse-rules';
import { readJson } from '../../http/read-json';
import { APPLY_TOKEN_PATH, INQUIRY_USER_INFO_PATH } from './gcash-client';
import { hostSimulatorRoutes } from './host-simulator.routes';
import { refused, type GcashSandbox, type PlatformAnswer } from './gcash-sandbox';
import { signatureHeader, verifySignature } from './openapi-signature';
import type { SandboxKeys } from './sandbox-keys';

/** Where the sandbox serves the GCash OpenAPI: the adapter's base URL in sandbox mode. */
export const SANDBOX_API_PREFIX = '/sandbox/gcash/api';

/**
 * The wallet sandbox over HTTP: `POST /sandbox/gcash/auth_codes` (mobile_number, full_name) →
 * `{ authCode }` plays `my.getAuthCode`; `POST /sandbox/gcash/api/v2/authorizations/applyToken` and
 * `/v2/users/inquiryUserInfo` answer as GCash does, refusing a request whose RSA256 signature is not
 * the portal's (INVALID_SIGNATURE) and signing every answer with the sandbox's own key; and the
 * simulated shell's page at /sandbox/gcash/host-simulator/index.html.
 */
export function gcashSandboxRoutes({
  sandbox,
  keys,
  clientId,
  now,
}: {
  sandbox: GcashSandbox;
  keys: () => Promise<SandboxKeys>;
  clientId: string;
  now: () => Date;
}) {
  const app = new Hono();

  app.post('/sandbox/gcash/auth_codes', async (c) => {
    const input = parseRules(
      { mobile_number: 'required|mobile_number_63', full_name: 'required|min_2_char|max_100_char' },
      await readJson(c),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      authCode: await sandbox.issueAuthCode(input.mobile_number, input.full_name.toUpperCase()),
    });
  });

  const openApi = (path: string, answer: (body: Record<string, unknown>) => Promise<PlatformAnswer>) =>
    app.post(`${SANDBOX_API_PREFIX}${path}`, async (c) => {
      const { wallet, portal } = await keys();
      const body = await c.req.text();
      const request = {
        method: 'POST',
        path: new URL(c.req.url).pathname,
        clientId: c.req.header('Client-Id') ?? '',
        time: c.req.header('Request-Time') ?? '',
        body,
      };
      let result: PlatformAnswer;
      if (request.clientId !== clientId) result = refused('INVALID_CLIENT', 'Unknown Client-Id.');
      else if (!verifySignature(request, c.req.header('Signature'), portal.publicKey)) {
        result = refused('INVALID_SIGNATURE', 'The request signature is invalid.');
      } else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = null;
        }
        result =
          typeof parsed === 'object' && parsed !== null
            ? await answer(parsed as Record<string, unknown>)
            : refused('PARAM_ILLEGAL', 'The body is not a JSON object.');
      }
      return signed(c, request.path, JSON.stringify(result), wallet.privateKey);
    });

  function signed(c: Context, path: string, body: string, key: KeyObject) {
    const time = now().toISOString();
    const signature = signatureHeader({ method: 'POST', path, clientId, time, body }, key);
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Client-Id': clientId,
      'Response-Time': time,
      Signature: signature,
      'Cache-Control': 'no-store',
    });
  }

  openApi(APPLY_TOKEN_PATH, (body) => sandbox.applyToken(body));
  openApi(INQUIRY_USER_INFO_PATH, (body) => sandbox.inquiryUserInfo(body));
  app.route('/', hostSimulatorRoutes());
  return app;
}
