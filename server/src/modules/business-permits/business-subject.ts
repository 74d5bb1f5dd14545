import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { ApplicationPayload } from '@/domain/applications/validate-application';
import { invalidField } from '../../http/http-errors';
import type { Subjects } from '../applications/application-subjects';
import type { ApplicationsService } from '../applications/applications.service';
import { groupBusinesses, type Business } from './businesses';
import { checkQuarter, checkReleasedPermit, checkRenewal, checkYear } from './inquiries';
import { BUSINESS_PERMITS_MESSAGES } from './business-permits.messages';

export const BUSINESS_NOT_YOURS_MESSAGE = BUSINESS_PERMITS_MESSAGES.businessNotYours.en;

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
      : groupBusinesses(await applications.list(taxpayerId, 'business')).find((b) => b.id === id);
  if (!business) throw invalidField(BUSINESS_ID_FIELD, BUSINESS_PERMITS_MESSAGES.businessNotYours);
  return business;
}

/**
 * What the server writes beside the applicant's answers: the business, and for a short kind (one
 * that is not the business's whole record) its name and registration, for lists and staff.
 */
export function businessExtra(definition: ApplicationDefinition, business: Business): ApplicationPayload {
  const { identity, holdsRecord } = definition.subject;
  const named = business.form.application.payload;
  const copied = holdsRecord
    ? {}
    : Object.fromEntries(identity.filter((f) => named[f] !== undefined).map((f) => [f, named[f]]));
  return { ...copied, [BUSINESS_ID_FIELD]: business.id };
}

/**
 * Registers the business subject with the engine: a kind filed for a business finds it among the
 * applicant's own (a 422 otherwise), and the business permit kinds' named pre-checks — what the
 * inquiries would not offer is refused, whichever path (BPLS, T_BPLS, eBPLS, the engine's) files it.
 */
export function registerBusinessSubject(subjects: Subjects, applications: ApplicationsService) {
  subjects.resolver('business', {
    async resolve({ taxpayerId, definition, payload }) {
      const business = await ownBusiness(applications, taxpayerId, payload[BUSINESS_ID_FIELD]);
      return { subject: business, extra: businessExtra(definition, business) };
    },
  });
  const business = (subject: unknown) => subject as Business;
  subjects.check('business-has-released-permit', ({ subject }) => checkReleasedPermit(business(subject)));
  subjects.check('one-renewal-a-year', ({ subject, now, except }) =>
    checkRenewal(business(subject), now, except),
  );
  subjects.check('quarter-offered', ({ subject, payload, now, except }) =>
    checkQuarter(business(subject), payload.quarter, now, except),
  );
  subjects.check('year-offered', ({ subject, payload, now, except }) =>
    checkYear(business(subject), payload.year, now, except),
  );
}
