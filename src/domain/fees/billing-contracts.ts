import * as v from 'valibot';

const bilingual = v.object({ en: v.string(), fil: v.string() });

/** An application's SOA as the server shows it (amounts in centavos, the last day YYYY-MM-DD). */
export const soaView = v.object({
  number: v.string(),
  lines: v.array(v.object({ code: v.string(), label: v.string(), basis: v.string(), amount: v.number() })),
  total: v.number(),
  expires_on: v.string(),
  status: v.picklist(['PAYABLE', 'PAID', 'EXPIRED SOA']),
  issued_at: v.string(),
  /** Its PDF (with its QR code), on the taxpayer's transaction page. */
  download_url: v.optional(v.string()),
});
export type SoaView = v.InferOutput<typeof soaView>;

/** `GET /api/v1/taxpayers/transaction_histories/{id}/application_billing`. */
export const applicationBillingDocument = v.object({
  data: v.object({
    application_id: v.number(),
    status: v.string(),
    soa: v.nullable(soaView),
    can_regenerate_soa: v.boolean(),
    /** The document the release issued (a permit, a certificate, a clearance), named by its entry. */
    permit: v.nullable(
      v.object({
        number: v.string(),
        valid_until: v.string(),
        verify_url: v.string(),
        download_url: v.string(),
        title: v.optional(v.nullable(bilingual), null),
        noun: v.optional(v.nullable(bilingual), null),
        file_name: v.optional(v.string()),
      }),
    ),
  }),
});
export type ApplicationBilling = v.InferOutput<typeof applicationBillingDocument>['data'];

export const applicationBillingPath = (transactionId: string) =>
  `/api/v1/taxpayers/transaction_histories/${encodeURIComponent(transactionId)}/application_billing`;
export const regenerateSoaPath = (applicationId: number) =>
  `/api/v1/bpls/taxpayer/business/permit/transactions/${applicationId}/regenerate_soa`;
