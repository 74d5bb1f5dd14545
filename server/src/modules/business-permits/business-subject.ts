import { BUSINESS_ID_FIELD } from '@/domain/applications/application-contracts';
import type { ApplicationPayload } from '@/domain/applications/validate-application';
import { ValidationError } from '../../http/http-errors';
import type { ApplicationsService } from '../applications/applications.service';
import { groupBusinesses, type Business } from './businesses';
import { IDENTITY_FIELDS, type PermitKind } from './permit-kinds';

export const BUSINESS_NOT_YOURS_MESSAGE = 'Choose one of your businesses.';

/** The number a request gives for a business (a JSON number or its digits). */
export function businessIdFrom(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  return null;
}

/** This account's business by its id, or a 422 on business_id. */
export async function ownBusiness(
  applications: ApplicationsService,
  taxpayerId: number,
  value: unknown,
): Promise<Business> {
  const id = businessIdFrom(value);
  const business =
    id === null
      ? undefined
      : groupBusinesses(await applications.list(taxpayerId, 'BPLS')).find((b) => b.id === id);
  if (!business) throw new ValidationError({ [BUSINESS_ID_FIELD]: [BUSINESS_NOT_YOURS_MESSAGE] });
  return business;
}

/** What the server writes beside the applicant's answers: the business, and for a short kind its name. */
export function businessExtra(kind: PermitKind, business: Business): ApplicationPayload {
  const identity = kind.copiesIdentity
    ? Object.fromEntries(
        IDENTITY_FIELDS.filter((f) => business.form.application.payload[f] !== undefined).map((f) => [
          f,
          business.form.application.payload[f],
        ]),
      )
    : {};
  return { ...identity, [BUSINESS_ID_FIELD]: business.id };
}

/**
 * Files a kind for one of the applicant's businesses: the business must be theirs, `check`
 * refuses what its inquiry would not offer (a covered quarter, a year already settled), and the
 * engine validates and stores the rest as it does a new permit.
 */
export async function fileForBusiness(
  applications: ApplicationsService,
  taxpayerId: number,
  kind: PermitKind,
  body: Record<string, unknown>,
  check?: (business: Business, body: Record<string, unknown>) => void,
) {
  const business = await ownBusiness(applications, taxpayerId, body[BUSINESS_ID_FIELD]);
  check?.(business, body);
  return applications.submit(taxpayerId, kind.definition, body, businessExtra(kind, business));
}
