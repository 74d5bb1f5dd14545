import { and, eq, inArray } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { businessPermits } from '../../db/permits-schema';
import { barangays, places } from '../../db/schema';
import { NotFoundError } from '../../http/http-errors';
import { manilaToday } from '../business-tax/bill-expiry';
import { permitPdf } from './permit-pdf';

export const PERMIT_NOT_RELEASED_MESSAGE = 'This application has no released permit yet.';
export const PERMIT_NOT_VERIFIED_MESSAGE = 'No permit has this verification code.';

/** What the public verification page says of a permit: nothing private (no owner, address, TIN, amounts). */
export interface PermitVerification {
  valid: boolean;
  business_name: string;
  permit_number: string;
  valid_until: string;
  status: 'VALID' | 'EXPIRED';
}

export const verifyPath = (code: string) => `/verify/${code}`;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Released permits: the taxpayer's PDF and the public verification by code. */
export function createPermitsService({
  db,
  now,
  publicUrl,
  lguName,
  logoPng,
}: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  lguName: () => Promise<string>;
  logoPng: () => Promise<Uint8Array | null>;
}) {
  async function addressOf(payload: Record<string, unknown>) {
    const codes = [payload.municipality_code, payload.province_code].map(text).filter(Boolean);
    const found = codes.length ? await db.select().from(places).where(inArray(places.code, codes)) : [];
    const [barangay] = text(payload.barangay_code)
      ? await db
          .select()
          .from(barangays)
          .where(eq(barangays.code, text(payload.barangay_code)))
      : [];
    const name = (code: unknown) => found.find((p) => p.code === text(code))?.name ?? '';
    return [
      text(payload.street),
      barangay?.name ?? '',
      name(payload.municipality_code),
      name(payload.province_code),
    ]
      .filter(Boolean)
      .join(', ');
  }

  return {
    /** `GET /api/v1/taxpayers/applications/{id}/permit`: the owner's permit PDF, once RELEASED. */
    async pdf(taxpayerId: number, applicationId: number) {
      const [row] = await db
        .select({ application: applications, permit: businessPermits })
        .from(applications)
        .innerJoin(businessPermits, eq(businessPermits.applicationId, applications.id))
        .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
        .where(
          and(
            eq(applications.id, applicationId),
            eq(applications.taxpayerId, taxpayerId),
            eq(transactionHistories.status, 'RELEASED'),
          ),
        );
      if (!row) throw new NotFoundError(PERMIT_NOT_RELEASED_MESSAGE);
      const { payload } = row.application;
      const owner = [payload.first_name, payload.middle_name, payload.last_name, payload.extension_name]
        .map(text)
        .filter(Boolean)
        .join(' ');
      const activities = Array.isArray(payload.activities)
        ? (payload.activities as Record<string, unknown>[])
        : [];
      const pdf = await permitPdf({
        lguName: await lguName(),
        logoPng: await logoPng(),
        permitNumber: row.permit.permitNumber,
        businessName: text(payload.business_name),
        tradeName: text(payload.trade_name),
        ownerName: owner || text(payload.business_name),
        kindOfOwnership: text(payload.kind_of_ownership),
        address: await addressOf(payload),
        activities: activities.map((a) => ({
          lineOfBusiness: text(a.line_of_business),
          service: text(a.service),
        })),
        validUntil: row.permit.validUntil,
        releasedBy: row.permit.releasedByName,
        releasedAt: row.permit.releasedAt,
        verifyUrl: `${publicUrl}${verifyPath(row.permit.verifyCode)}`,
      });
      return { pdf, fileName: `business-permit-${row.permit.permitNumber}.pdf` };
    },

    /** `GET /api/v1/permits/verify/{code}`: valid through its last day (Manila); an unknown code is a 404. */
    async verify(code: string): Promise<PermitVerification> {
      const [row] = /^[\w-]{20}$/.test(code)
        ? await db
            .select({ permit: businessPermits, payload: applications.payload })
            .from(businessPermits)
            .innerJoin(applications, eq(applications.id, businessPermits.applicationId))
            .where(eq(businessPermits.verifyCode, code))
        : [];
      if (!row) throw new NotFoundError(PERMIT_NOT_VERIFIED_MESSAGE);
      const valid = row.permit.validUntil >= manilaToday(now());
      return {
        valid,
        business_name: text(row.payload.business_name),
        permit_number: row.permit.permitNumber,
        valid_until: row.permit.validUntil,
        status: valid ? 'VALID' : 'EXPIRED',
      };
    },
  };
}

export type PermitsService = ReturnType<typeof createPermitsService>;
