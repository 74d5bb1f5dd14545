import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { mobile639 } from './super-app-identity';
import type { SandboxRefusal, SuperAppSandbox } from './super-app-sandbox';
import { EXCHANGE_CODE_TTL_MS } from './super-app-sandbox';

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const person = v.object({
  mobile_number: v.string(),
  first_name: name,
  middle_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  last_name: name,
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});

const refusal = (r: SandboxRefusal) =>
  Response.json({ error: r.error, error_description: r.description }, { status: r.status });

/**
 * The sandbox's endpoints, under `/sandbox/superapp` (served only while SUPERAPP_SSO=sandbox):
 * `POST exchange_codes` plays the eGov app handing a code over; `POST api/token` and
 * `POST api/partner/sso_authentication` are the platform's two calls (research note §2.5).
 */
export function superAppSandboxRoutes({
  sandbox,
  publicUrl,
  json,
}: {
  sandbox: SuperAppSandbox;
  publicUrl: string;
  /** The JSON body limit (form bodies too). */
  json: MiddlewareHandler;
}) {
  const app = new Hono();
  app.post('/sandbox/superapp/exchange_codes', json, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = v.safeParse(person, body);
    const mobileNumber = parsed.success ? mobile639(parsed.output.mobile_number) : null;
    const email = parsed.success ? parsed.output.email.toLowerCase() : '';
    if (!parsed.success || !mobileNumber || (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
      return c.json(
        {
          error: 'invalid_request',
          error_description:
            'Send mobile_number (09XXXXXXXXX or 639XXXXXXXXX), first_name, last_name and optionally a valid email.',
        },
        422,
      );
    }
    const { first_name, middle_name, last_name } = parsed.output;
    const code = await sandbox.issueExchangeCode({
      firstName: first_name,
      middleName: middle_name,
      lastName: last_name,
      mobileNumber,
      email,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        exchange_code: code,
        expires_in: EXCHANGE_CODE_TTL_MS / 1000,
        // Where the eGov app would open the portal with this code.
        sign_on_url: `${publicUrl}/superapp_sso_auth?exchange_code=${encodeURIComponent(code)}`,
      },
      201,
    );
  });

  app.post('/sandbox/superapp/api/token', json, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const fields = Object.fromEntries(
      Object.entries(form).flatMap(([k, value]) => (typeof value === 'string' ? [[k, value]] : [])),
    );
    const answer = await sandbox.token(fields);
    if ('status' in answer) return refusal(answer);
    c.header('Cache-Control', 'no-store');
    return c.json({
      access_token: answer.accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'SSO_AUTHENTICATION',
    });
  });

  app.post('/sandbox/superapp/api/partner/sso_authentication', async (c) => {
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const answer = await sandbox.user(bearer);
    if ('status' in answer) return refusal(answer);
    return c.json({
      data: {
        user_id: answer.userId,
        first_name: answer.firstName,
        middle_name: answer.middleName,
        last_name: answer.lastName,
        mobile_number: answer.mobileNumber,
        email: answer.email,
      },
    });
  });
  return app;
}
