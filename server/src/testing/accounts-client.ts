import type { Hono } from 'hono';
import { expect } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from '../adapters/captcha/bot-check';

/** Meets §5 (upper, lower, digit, symbol, 8+) and is not on the common-password list. */
export const PASSWORD = 'Kalye#Maginhawa7';
export const NEW_PASSWORD = 'Bagong#Susi2026';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** A §8 error body: 422 maps fields to messages, other statuses list JSON:API error objects. */
export interface ErrorJson {
  message: string;
  errors: Record<string, string[]> | { status: string; title: string; detail: string }[];
}

export interface SignedIn {
  token: string;
  taxpayerId: string;
  profile: Record<string, unknown>;
}

interface AuthJson {
  data: {
    attributes: { token: string; is_mfa_required: boolean };
    relationships: { taxpayer: { data: { id: string } } };
  };
  included: { attributes: Record<string, unknown> }[];
  message: string;
}

/** Hands out distinct 639XXXXXXXXX numbers, so tests sharing one database never collide. */
export function mobileNumbers(start = 170_000_000) {
  let next = start;
  return () => `639${String(next++)}`;
}

/** The six-digit code in a message body. */
export function codeIn(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${body}`);
  return code;
}

/** The first link in an e-mail body. */
export function linkIn(body: string): URL {
  const link = /https?:\/\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no link in: ${body}`);
  return new URL(link);
}

export interface ClientOptions {
  /** The caller's address, sent as X-Forwarded-For (read when the app trusts a proxy). */
  address?: string;
  /** Resolves once the work requests left running after their answer is done (sent SMS, mail). */
  settle?: () => Promise<void>;
}

/** The account paths of §7.6 as a new user's client calls them, through `app.request()`. */
export function accountsClient(app: Hono, options: ClientOptions = {}) {
  function call(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (options.address) headers['X-Forwarded-For'] = options.address;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return app.request(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const post = (path: string, body: Record<string, unknown>, token?: string) =>
    call('POST', path, { recaptcha: DEV_BOT_CHECK_TOKEN, ...body }, token);

  async function outbox(to?: string): Promise<OutboxMessage[]> {
    await options.settle?.();
    const res = await app.request(`/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: OutboxMessage[] }).data;
  }

  /** The newest message to an address, failing the test when there is none. */
  async function latestMessage(to: string): Promise<OutboxMessage> {
    const [message] = await outbox(to);
    if (!message) throw new Error(`no message to ${to} in the outbox`);
    return message;
  }

  const register = (mobile: string, extra: Record<string, unknown> = {}) =>
    post('/v1/taxpayers/register', {
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      mobile_number: mobile,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms_of_service: true,
      ...extra,
    });

  const verify = (mobile: string, pin: string, password = PASSWORD) =>
    post('/v1/taxpayers/verify', {
      mobile_number: mobile,
      pin,
      password,
      first_name: 'Juan',
      last_name: 'Dela Cruz',
    });

  const login = (identifier: string, password: string, field: 'mobile_number' | 'email' = 'mobile_number') =>
    post('/v1/taxpayer/authenticate', {
      [field]: identifier,
      password,
      login_type: 'credentials',
      profile_type: 'taxpayer',
    });

  async function signedIn(res: Response): Promise<SignedIn> {
    expect(res.status).toBe(200);
    const json = (await res.json()) as AuthJson;
    return {
      token: json.data.attributes.token,
      taxpayerId: json.data.relationships.taxpayer.data.id,
      profile: json.included[0]?.attributes ?? {},
    };
  }

  /** Register, read the OTP from the outbox, verify: an active account, signed in. */
  async function signUp(mobile: string, extra: Record<string, unknown> = {}): Promise<SignedIn> {
    expect((await register(mobile, extra)).status).toBe(200);
    return signedIn(await verify(mobile, codeIn((await latestMessage(mobile)).body)));
  }

  return {
    post,
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    put: (path: string, body: Record<string, unknown>, token?: string) => call('PUT', path, body, token),
    outbox,
    latestMessage,
    register,
    verify,
    login,
    signedIn,
    signUp,
    /** Signs in with a password, failing the test unless it works. */
    loginToken: async (identifier: string, password = PASSWORD, field?: 'mobile_number' | 'email') =>
      (await signedIn(await login(identifier, password, field))).token,
    profileStatus: async (token: string) =>
      (await call('GET', '/v1/taxpayers/profile', undefined, token)).status,
  };
}

export type AccountsClient = ReturnType<typeof accountsClient>;

/** The 422 field messages of a response. */
export async function fieldErrors(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(422);
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
}

/** The message of a non-422 error response. */
export async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as ErrorJson).message;
}
