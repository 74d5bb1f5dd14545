import type { SuperAppIdentity } from '../../db/superapp-schema';
import { parseIdentity } from './super-app-identity';

/** The super app refused the exchange (a forged, expired or used code, a wrong partner secret). */
export class SuperAppRejected extends Error {
  constructor(readonly reason: string) {
    super(`super app refused the sign-on: ${reason}`);
  }
}

/** The super app could not be asked, or answered something unusable (outage, timeout, bad JSON). */
export class SuperAppUnavailable extends Error {}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface SuperAppClientOptions {
  /** https://oauth.e.gov.ph, or the sandbox's `{PUBLIC_URL}/sandbox/superapp`. */
  baseUrl: string;
  partnerCode: string;
  partnerSecret: string;
  fetch: Fetch;
  timeoutMs?: number;
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await res.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * eGovPH super-app single sign-on, partner side (wallet-and-gateways.md §2.5): the exchange code
 * the app handed over is traded, with the partner code and secret, for an access token
 * (`POST /api/token`, form-encoded, scope SSO_AUTHENTICATION), which then reads the user
 * (`POST /api/partner/sso_authentication`, Bearer). The token is used here and dropped: it never
 * leaves the server, and no message or log line carries it or the code.
 */
export function createSuperAppClient(options: SuperAppClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await options.fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new SuperAppUnavailable(`super app unreachable: ${path}`);
    }
  }

  async function accessToken(exchangeCode: string): Promise<string> {
    const res = await call('/api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        partner_code: options.partnerCode,
        partner_secret: options.partnerSecret,
        scope: 'SSO_AUTHENTICATION',
        exchange_code: exchangeCode,
      }).toString(),
    });
    const body = await readJson(res);
    if (res.status >= 500) throw new SuperAppUnavailable(`super app token endpoint answered ${res.status}`);
    if (!res.ok)
      throw new SuperAppRejected(typeof body.error === 'string' ? body.error : `http_${res.status}`);
    const token = body.access_token;
    if (typeof token !== 'string' || token === '')
      throw new SuperAppUnavailable('super app sent no access token');
    return token;
  }

  return {
    /** The person behind an exchange code; each code works once, for minutes (the platform's rule). */
    async signOn(exchangeCode: string): Promise<SuperAppIdentity> {
      const token = await accessToken(exchangeCode);
      const res = await call('/api/partner/sso_authentication', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      const body = await readJson(res);
      if (res.status >= 500) throw new SuperAppUnavailable(`super app user endpoint answered ${res.status}`);
      if (!res.ok)
        throw new SuperAppRejected(typeof body.error === 'string' ? body.error : `http_${res.status}`);
      const identity = parseIdentity(body);
      if (!identity)
        throw new SuperAppUnavailable('super app user answer lacks an id, names or mobile number');
      return identity;
    },
  };
}

export type SuperAppClient = ReturnType<typeof createSuperAppClient>;
