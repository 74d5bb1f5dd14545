import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { splitFullName } from './wallet-identity';

// As on the platform: an auth code lives 10 minutes and works once; an access token an hour.
export const AUTH_CODE_LIFETIME_MS = 10 * 60_000;
const ACCESS_TOKEN_LIFETIME_MS = 60 * 60_000;

interface StoredCode {
  userId: string;
  mobileNumber: string;
  fullName: string;
  expiresAt: string;
  used: boolean;
}
type StoredToken = Omit<StoredCode, 'used'>;

/** A platform answer: the result block GCash puts in every response, plus the call's own fields. */
export type PlatformAnswer = Record<string, unknown> & {
  result: { resultCode: string; resultStatus: 'S' | 'F' | 'U'; resultMessage: string };
};

const ok = (fields: Record<string, unknown>): PlatformAnswer => ({
  result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
  ...fields,
});
export const refused = (resultCode: string, resultMessage: string): PlatformAnswer => ({
  result: { resultCode, resultStatus: 'F', resultMessage },
});

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const codeKey = (code: string) => `gcash_sandbox_code:${hashOf(code)}`;
const tokenKey = (token: string) => `gcash_sandbox_token:${hashOf(token)}`;

/** A stable GCash-like user id per mobile number: the same person gets the same id every time. */
const userIdOf = (mobileNumber: string) =>
  `2160${BigInt(`0x${hashOf(`gcash-sandbox:${mobileNumber}`).slice(0, 14)}`)
    .toString()
    .padStart(17, '0')
    .slice(0, 12)}`;

/**
 * The wallet platform the sandbox plays: auth codes for a made-up GCash user, `applyToken` and
 * `inquiryUserInfo` with the platform's answers (INVALID_CODE, EXPIRED_CODE, USED_CODE,
 * INVALID_ACCESS_TOKEN, ACCESS_TOKEN_EXPIRED). Its state lives in the settings table, like the
 * sandbox gateway's; only hashes of codes and tokens are keys.
 */
export function createGcashSandbox({ db, now }: { db: Db; now: () => Date }) {
  async function read<T>(key: string): Promise<T | null> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    return row ? (JSON.parse(row.value) as T) : null;
  }

  return {
    /** What the wallet's `my.getAuthCode` gives the mini-program for this person. */
    async issueAuthCode(mobileNumber: string, fullName: string): Promise<string> {
      const authCode = randomBytes(16).toString('hex');
      const stored: StoredCode = {
        userId: userIdOf(mobileNumber),
        mobileNumber,
        fullName,
        expiresAt: new Date(now().getTime() + AUTH_CODE_LIFETIME_MS).toISOString(),
        used: false,
      };
      await db.insert(settings).values({ key: codeKey(authCode), value: JSON.stringify(stored) });
      return authCode;
    },

    async applyToken(body: Record<string, unknown>): Promise<PlatformAnswer> {
      if (body.grantType !== 'AUTHORIZATION_CODE')
        return refused('INVALID_GRANT_TYPE', 'Only AUTHORIZATION_CODE.');
      const authCode = typeof body.authCode === 'string' ? body.authCode : '';
      const stored = authCode ? await read<StoredCode>(codeKey(authCode)) : null;
      if (!stored) return refused('INVALID_CODE', 'The auth code is invalid.');
      if (Date.parse(stored.expiresAt) <= now().getTime())
        return refused('EXPIRED_CODE', 'The auth code has expired.');
      if (stored.used) return refused('USED_CODE', 'The auth code has been used.');
      // Taken atomically: of two exchanges racing with one code, one wins.
      const [taken] = await db
        .update(settings)
        .set({ value: JSON.stringify({ ...stored, used: true }) })
        .where(and(eq(settings.key, codeKey(authCode)), sql`(${settings.value})::jsonb->>'used' = 'false'`))
        .returning();
      if (!taken) return refused('USED_CODE', 'The auth code has been used.');
      const accessToken = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + ACCESS_TOKEN_LIFETIME_MS).toISOString();
      const token: StoredToken = { ...stored, expiresAt };
      await db.insert(settings).values({ key: tokenKey(accessToken), value: JSON.stringify(token) });
      return ok({
        accessToken,
        accessTokenExpiryTime: expiresAt,
        // Refreshing is not played by the sandbox; the portal never refreshes (it keeps no token).
        refreshToken: randomBytes(24).toString('base64url'),
        refreshTokenExpiryTime: expiresAt,
        customerId: stored.userId,
      });
    },

    async inquiryUserInfo(body: Record<string, unknown>): Promise<PlatformAnswer> {
      const accessToken = typeof body.accessToken === 'string' ? body.accessToken : '';
      const stored = accessToken ? await read<StoredToken>(tokenKey(accessToken)) : null;
      if (!stored) return refused('INVALID_ACCESS_TOKEN', 'The access token is invalid.');
      if (Date.parse(stored.expiresAt) <= now().getTime()) {
        return refused('ACCESS_TOKEN_EXPIRED', 'The access token has expired.');
      }
      const { firstName, lastName } = splitFullName(stored.fullName);
      return ok({
        userInfo: {
          userId: stored.userId,
          status: 'ACTIVE',
          nickName: firstName,
          userName: { fullName: stored.fullName, firstName, lastName },
          loginIdInfos: [{ loginId: stored.mobileNumber, loginIdType: 'MOBILE_PHONE' }],
          contactInfos: [{ contactNo: stored.mobileNumber, contactType: 'MOBILE_PHONE' }],
        },
      });
    },
  };
}

export type GcashSandbox = ReturnType<typeof createGcashSandbox>;
