import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { superAppSandboxGrants, type SuperAppIdentity } from '../../db/superapp-schema';

/** The platform's lifetimes: an exchange code works once within five minutes; so does its token. */
export const EXCHANGE_CODE_TTL_MS = 5 * 60_000;
const ACCESS_TOKEN_TTL_MS = 5 * 60_000;

/** The sandbox's partner credentials when SUPERAPP_PARTNER_CODE/SECRET are not set. */
export const SANDBOX_PARTNER = { code: 'BAYAN-SANDBOX', secret: 'bayan-sandbox-partner-secret' };

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

function same(a: string, b: string) {
  const x = Buffer.from(digest(a), 'hex');
  const y = Buffer.from(digest(b), 'hex');
  return timingSafeEqual(x, y);
}

/** An OAuth-style refusal, as the token and user endpoints answer it. */
export interface SandboxRefusal {
  status: 400 | 401;
  error: 'invalid_client' | 'invalid_scope' | 'invalid_grant' | 'invalid_token';
  description: string;
}

/**
 * The built-in stand-in for the eGov super app (SUPERAPP_SSO=sandbox): it hands out exchange
 * codes for a person one describes, trades a code once for an access token (checking the partner
 * code and secret), and tells the person behind a token. A person keeps one user id per mobile
 * number, so signing on twice with one number is the same eGov user.
 */
export function createSuperAppSandbox({
  db,
  now,
  partnerCode,
  partnerSecret,
}: {
  db: Db;
  now: () => Date;
  partnerCode: string;
  partnerSecret: string;
}) {
  async function grant(kind: 'exchange_code' | 'access_token', identity: SuperAppIdentity, ttlMs: number) {
    const secret = `${kind === 'exchange_code' ? 'sx' : 'sat'}_${randomBytes(32).toString('base64url')}`;
    await db.insert(superAppSandboxGrants).values({
      kind,
      secretHash: digest(secret),
      identity,
      createdAt: now(),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return secret;
  }

  return {
    async issueExchangeCode(person: Omit<SuperAppIdentity, 'userId'>) {
      const userId = `sandbox-${digest(`superapp-sandbox:${person.mobileNumber}`).slice(0, 24)}`;
      return grant('exchange_code', { ...person, userId }, EXCHANGE_CODE_TTL_MS);
    },

    /** `POST /api/token`: the partner's credentials and an unused, live exchange code → a token. */
    async token(form: Record<string, string>): Promise<SandboxRefusal | { accessToken: string }> {
      if (!same(form.partner_code ?? '', partnerCode) || !same(form.partner_secret ?? '', partnerSecret)) {
        return { status: 401, error: 'invalid_client', description: 'Unknown partner code or wrong secret.' };
      }
      if (form.scope !== 'SSO_AUTHENTICATION') {
        return { status: 400, error: 'invalid_scope', description: 'The scope must be SSO_AUTHENTICATION.' };
      }
      const hash = digest(form.exchange_code ?? '');
      const [row] = await db
        .select()
        .from(superAppSandboxGrants)
        .where(
          and(eq(superAppSandboxGrants.secretHash, hash), eq(superAppSandboxGrants.kind, 'exchange_code')),
        );
      const refuse = (description: string): SandboxRefusal => ({
        status: 400,
        error: 'invalid_grant',
        description,
      });
      if (!row) return refuse('The exchange code is invalid.');
      if (row.expiresAt.getTime() <= now().getTime()) return refuse('The exchange code has expired.');
      // Taken atomically: two requests racing with one code get one token between them.
      const [taken] = await db
        .update(superAppSandboxGrants)
        .set({ usedAt: now() })
        .where(and(eq(superAppSandboxGrants.id, row.id), isNull(superAppSandboxGrants.usedAt)))
        .returning({ id: superAppSandboxGrants.id });
      if (!taken) return refuse('The exchange code was already used.');
      return { accessToken: await grant('access_token', row.identity, ACCESS_TOKEN_TTL_MS) };
    },

    /** `POST /api/partner/sso_authentication`: the person behind a live access token. */
    async user(bearer: string): Promise<SandboxRefusal | SuperAppIdentity> {
      const [row] = await db
        .select()
        .from(superAppSandboxGrants)
        .where(
          and(
            eq(superAppSandboxGrants.secretHash, digest(bearer)),
            eq(superAppSandboxGrants.kind, 'access_token'),
          ),
        );
      if (!row || row.expiresAt.getTime() <= now().getTime()) {
        return {
          status: 401,
          error: 'invalid_token',
          description: 'The access token is invalid or has expired.',
        };
      }
      return row.identity;
    },
  };
}

export type SuperAppSandbox = ReturnType<typeof createSuperAppSandbox>;
