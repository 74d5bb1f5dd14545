import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * GCash (Alipay+) OpenAPI message signing: every request and every response carries
 * `Signature: algorithm=RSA256, keyVersion=1, signature=<url-encoded base64>` over
 * `<METHOD> <path>\n<Client-Id>.<Request-Time or Response-Time>.<body>` (RSA with SHA-256).
 */
export interface SignedParts {
  method: string;
  /** The request's path, e.g. /api/v2/authorizations/applyToken (the response signs the same). */
  path: string;
  clientId: string;
  /** ISO-8601, the Request-Time (request) or Response-Time (response) header. */
  time: string;
  body: string;
}

export const contentToSign = ({ method, path, clientId, time, body }: SignedParts) =>
  `${method.toUpperCase()} ${path}\n${clientId}.${time}.${body}`;

/** The Signature header value for these parts, signed with `privateKey`. */
export function signatureHeader(parts: SignedParts, privateKey: KeyObject, keyVersion = 1): string {
  const signature = createSign('RSA-SHA256').update(contentToSign(parts)).sign(privateKey, 'base64');
  return `algorithm=RSA256, keyVersion=${keyVersion}, signature=${encodeURIComponent(signature)}`;
}

/** The base64 signature of a Signature header, or null when the header is not an RSA256 one. */
export function readSignatureHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const fields = new Map(
    header.split(',').map((field) => {
      const at = field.indexOf('=');
      return [field.slice(0, at).trim(), field.slice(at + 1).trim()] as const;
    }),
  );
  const signature = fields.get('signature');
  if (fields.get('algorithm') !== 'RSA256' || !signature) return null;
  try {
    return decodeURIComponent(signature);
  } catch {
    return null;
  }
}

/** True only when the header is a valid RSA256 signature of these parts by `publicKey`'s pair. */
export function verifySignature(
  parts: SignedParts,
  header: string | null | undefined,
  publicKey: KeyObject,
): boolean {
  const signature = readSignatureHeader(header);
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(contentToSign(parts)).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
