import { and, eq } from 'drizzle-orm';
import { manilaIsoDate } from '@/domain/format/manila-date';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { issuedDocuments } from '../../db/documents-schema';
import { transactionHistories } from '../../db/payments-schema';
import type { DocumentsService } from '../../documents/documents.service';
import { NotFoundError } from '../../http/http-errors';
import { businessPermitDocument } from './business-permit-document';
import {
  owedStatementOfAccount,
  statementOfAccountDocument,
} from '../assessment/statement-of-account-document';

export const PERMIT_NOT_RELEASED_MESSAGE = 'This application has no released permit yet.';
export const PERMIT_NOT_VERIFIED_MESSAGE = 'No permit has this verification code.';
export const NO_SOA_MESSAGE = 'This application has no statement of account yet.';

/** What the public verification page says of a permit: nothing private (no owner, address, TIN, amounts). */
export interface PermitVerification {
  valid: boolean;
  business_name: string;
  permit_number: string;
  valid_until: string;
  status: 'VALID' | 'EXPIRED';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The owner's released permit and current SOA as PDFs, from the document service, and the
 * permit's verification by code as issue 18 answered it (GET /api/v1/permits/verify/{code}).
 */
export function createPermitsService({
  db,
  now,
  documents,
}: {
  db: Db;
  now: () => Date;
  documents: Pick<DocumentsService, 'find' | 'pdf'>;
}) {
  /** The owner's application (its id and transaction), in `status` if one is given. */
  async function ownApplication(taxpayerId: number, applicationId: number, status?: string) {
    const [row] = await db
      .select({ transactionId: applications.transactionId })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.taxpayerId, taxpayerId),
          ...(status ? [eq(transactionHistories.status, status)] : []),
        ),
      );
    return row;
  }

  return {
    /**
     * `GET /api/v1/taxpayers/applications/{id}/document` (and issue 18's `…/permit`): the owner's
     * document its release issued, whatever its kind (a permit, a certificate), once RELEASED.
     */
    async pdf(taxpayerId: number, applicationId: number) {
      const own = await ownApplication(taxpayerId, applicationId, 'RELEASED');
      const [released] = own
        ? await db
            .select()
            .from(issuedDocuments)
            .where(eq(issuedDocuments.subjectKey, `application:${String(applicationId)}`))
        : [];
      if (!released) throw new NotFoundError(PERMIT_NOT_RELEASED_MESSAGE);
      return documents.pdf(released);
    },

    /** `GET /api/v1/taxpayers/applications/{id}/soa`: the owner's current statement of account as a PDF. */
    async soaPdf(taxpayerId: number, applicationId: number) {
      const own = await ownApplication(taxpayerId, applicationId);
      const owed = own && (await owedStatementOfAccount(db)({ applicationId }));
      const soa =
        owed &&
        (await documents.find(statementOfAccountDocument.kind, owed.subjectKey, {
          applicationId,
          transactionId: own.transactionId,
        }));
      if (!soa) throw new NotFoundError(NO_SOA_MESSAGE);
      return documents.pdf(soa);
    },

    /** `GET /api/v1/permits/verify/{code}`: valid through its last day (Manila); an unknown code is a 404. */
    async verify(code: string): Promise<PermitVerification> {
      const [row] = /^[\w-]{20}$/.test(code)
        ? await db
            .select()
            .from(issuedDocuments)
            .where(
              and(
                eq(issuedDocuments.verifyCode, code),
                eq(issuedDocuments.kind, businessPermitDocument.kind),
              ),
            )
        : [];
      if (!row) throw new NotFoundError(PERMIT_NOT_VERIFIED_MESSAGE);
      const validUntil = row.validUntil ?? '';
      const valid = validUntil >= manilaIsoDate(now());
      return {
        valid,
        business_name: text(row.facts.business_name),
        permit_number: row.number,
        valid_until: validUntil,
        status: valid ? 'VALID' : 'EXPIRED',
      };
    },
  };
}

export type PermitsService = ReturnType<typeof createPermitsService>;
