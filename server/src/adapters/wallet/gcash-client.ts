import type { KeyObject } from 'node:crypto';
import { signatureHeader, verifySignature } from './openapi-signature';
import {
  splitFullName,
  walletMobile,
  WalletRefused,
  WalletUnavailable,
  type WalletIdentity,
  type WalletSignOn,
} from './wallet-identity';

export const APPLY_TOKEN_PATH = '/v2/authorizations/applyToken';
export const INQUIRY_USER_INFO_PATH = '/v2/users/inquiryUserInfo';

export interface GcashClientOptions {
  /** Where the OpenAPI lives, up to and including `/api` (e.g. https://…/api, or the sandbox's). */
  baseUrl: string;
  clientId: string;
  /** The mini-program's app id. */
  appId: string;
  /** The portal's private key: signs every request. */
  privateKey: KeyObject;
  /** GCash's public key: every response's signature must verify with it. */
  walletPublicKey: KeyObject;
  keyVersion?: number;
  now: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface OpenApiResult {
  result?: { resultCode?: string; resultStatus?: string; resultMessage?: string };
}

interface UserInfo {
  userId?: string;
  userName?: { fullName?: string; firstName?: string; lastName?: string };
  loginIdInfos?: { loginId?: string; loginIdType?: string }[];
  contactInfos?: { contactNo?: string; contactType?: string }[];
}

/**
 * The GCash OpenAPI adapter: `applyToken` (grant AUTHORIZATION_CODE) then `inquiryUserInfo`, each
 * request RSA256-signed with Client-Id and Request-Time, each response's signature verified before
 * its body is read. The access and refresh tokens live only inside `identify`: never returned,
 * stored or logged.
 */
export function createGcashClient(options: GcashClientOptions): WalletSignOn {
  const { clientId, now, keyVersion = 1, timeoutMs = 10_000 } = options;
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, payload: object): Promise<T & OpenApiResult> {
    const url = new URL(`${base}${path}`);
    const body = JSON.stringify(payload);
    const requestTime = now().toISOString();
    const parts = { method: 'POST', path: url.pathname, clientId, time: requestTime, body };
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=UTF-8',
          'Client-Id': clientId,
          'Request-Time': requestTime,
          Signature: signatureHeader(parts, options.privateKey, keyVersion),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new WalletUnavailable(`GCash ${path} unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    const answered = {
      ...parts,
      clientId: res.headers.get('Client-Id') ?? '',
      time: res.headers.get('Response-Time') ?? '',
      body: text,
    };
    // Nothing of an unsigned or forged answer is believed, not even its error code.
    if (
      answered.clientId !== clientId ||
      !verifySignature(answered, res.headers.get('Signature'), options.walletPublicKey)
    ) {
      throw new WalletUnavailable(
        `GCash ${path} answered with a missing or bad signature (HTTP ${res.status})`,
      );
    }
    let parsed: T & OpenApiResult;
    try {
      parsed = JSON.parse(text) as T & OpenApiResult;
    } catch {
      throw new WalletUnavailable(`GCash ${path} answered with no JSON`);
    }
    const status = parsed.result?.resultStatus;
    if (status === 'S') return parsed;
    if (status === 'F') throw new WalletRefused(parsed.result?.resultCode ?? 'UNKNOWN');
    throw new WalletUnavailable(
      `GCash ${path} answered ${status ?? 'no result'} (${parsed.result?.resultCode ?? '?'})`,
    );
  }

  return {
    async identify(authCode) {
      const token = await call<{ accessToken?: string; customerId?: string }>(APPLY_TOKEN_PATH, {
        appId: options.appId,
        authClientId: clientId,
        grantType: 'AUTHORIZATION_CODE',
        customerBelongsTo: 'GCASH',
        authCode,
      });
      if (!token.accessToken) throw new WalletUnavailable('GCash applyToken answered no accessToken');
      const { userInfo } = await call<{ userInfo?: UserInfo }>(INQUIRY_USER_INFO_PATH, {
        appId: options.appId,
        authClientId: clientId,
        accessToken: token.accessToken,
      });
      return identityOf(userInfo, token.customerId);
    },
  };
}

function identityOf(info: UserInfo | undefined, customerId: string | undefined): WalletIdentity {
  const userId = info?.userId ?? customerId;
  const phone =
    info?.loginIdInfos?.find((l) => l.loginIdType === 'MOBILE_PHONE')?.loginId ??
    info?.contactInfos?.find((c) => c.contactType === 'MOBILE_PHONE')?.contactNo ??
    '';
  const mobileNumber = walletMobile(phone);
  if (!userId || !mobileNumber)
    throw new WalletUnavailable('GCash inquiryUserInfo answered no user id or mobile number');
  const name = info?.userName ?? {};
  const split = splitFullName(name.fullName ?? '');
  return {
    userId,
    mobileNumber,
    firstName: (name.firstName ?? split.firstName).trim(),
    lastName: (name.lastName ?? split.lastName).trim(),
  };
}
