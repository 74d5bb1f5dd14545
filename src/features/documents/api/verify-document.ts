import { documentVerificationDocument, documentVerifyPath } from '@/domain/documents/document-contracts';
import { http } from '@/lib/http';

/** The public verification of an issued document by the code its QR carries. */
export const verifyDocument = (code: string, signal?: AbortSignal) =>
  http.get(documentVerifyPath(code), { schema: documentVerificationDocument, signal, silent: true });
