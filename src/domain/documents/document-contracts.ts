import * as v from 'valibot';

const bilingual = v.object({ en: v.string(), fil: v.string() });

/** `GET /api/v1/documents/verify/{code}`: public, what any issued document's QR code opens (nothing private). */
export const documentVerificationDocument = v.object({
  data: v.object({
    kind: v.string(),
    title: bilingual,
    /** What the page calls it in a sentence: "This permit is valid." */
    noun: bilingual,
    number: v.string(),
    valid: v.boolean(),
    status: v.picklist(['VALID', 'EXPIRED']),
    /** YYYY-MM-DD, or null for a document valid always (an official receipt). */
    valid_until: v.nullable(v.string()),
    issued_at: v.string(),
    fields: v.array(v.object({ label: bilingual, value: v.string() })),
  }),
});
export type DocumentVerification = v.InferOutput<typeof documentVerificationDocument>['data'];

export const documentVerifyPath = (code: string) => `/api/v1/documents/verify/${encodeURIComponent(code)}`;
