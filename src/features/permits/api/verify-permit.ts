import { permitVerificationDocument, permitVerifyPath } from '@/domain/fees/billing-contracts';
import { http } from '@/lib/http';

/** The public verification of a permit by the code its QR carries. */
export const verifyPermit = (code: string, signal?: AbortSignal) =>
  http.get(permitVerifyPath(code), { schema: permitVerificationDocument, signal, silent: true });
