import { and, eq } from 'drizzle-orm';
import { IMMUNIZATION_RULE_OPTIONS, IMMUNIZATION_RULES } from '@/domain/contracts/help';
import { immunizationRegistrations } from '../../db/help-schema';
import { ConflictError } from '../../http/http-errors';
import { parseRules } from '../../http/parse-rules';
import { helpReference } from './help-reference';
import { lookUpBarangay } from './help-place';
import { notifyResident } from './notify-resident';
import type { ReportDeps } from './report-incident';

export type RegistrationRow = typeof immunizationRegistrations.$inferSelect;

const fullName = (r: Pick<RegistrationRow, 'firstName' | 'middleName' | 'lastName' | 'extensionName'>) =>
  [r.firstName, r.middleName, r.lastName, r.extensionName].filter(Boolean).join(' ');

/** What a registration answers and the CSV lists. */
export const registrationAttributes = (r: RegistrationRow) => ({
  reference_number: r.referenceNumber,
  priority_group: r.priorityGroup,
  employment_type: r.employmentType,
  full_name: fullName(r),
  created_at: r.createdAt.toISOString(),
});

/**
 * `POST /api/v1/taxpayers/immunization_registrations` (§2.9): the same rules as the form, consent
 * included (bool_true), the barangay against the look-up; one registration per person and
 * account (the same names and birth date again answer 409 with the first one's reference).
 */
export async function registerImmunization(
  deps: Omit<ReportDeps, 'uploads'>,
  taxpayerId: number,
  body: Record<string, unknown>,
) {
  const values = parseRules(IMMUNIZATION_RULES, body, IMMUNIZATION_RULE_OPTIONS);
  const place = await lookUpBarangay(deps.db, values.municipality_code, values.barangay_code);
  const upper = (s: string) => s.toUpperCase();
  const person = {
    firstName: upper(values.first_name),
    middleName: upper(values.middle_name),
    lastName: upper(values.last_name),
    extensionName: upper(values.extension_name),
    birthdate: values.birthdate,
  };
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ reference: immunizationRegistrations.referenceNumber })
      .from(immunizationRegistrations)
      .where(
        and(
          eq(immunizationRegistrations.taxpayerId, taxpayerId),
          eq(immunizationRegistrations.firstName, person.firstName),
          eq(immunizationRegistrations.lastName, person.lastName),
          eq(immunizationRegistrations.birthdate, person.birthdate),
        ),
      );
    if (same) {
      throw new ConflictError(`This person is already registered (reference ${same.reference}).`);
    }
    const [created] = await tx
      .insert(immunizationRegistrations)
      .values({
        referenceNumber: helpReference('VAX', now),
        taxpayerId,
        priorityGroup: values.priority_group,
        employmentType: values.employment_type,
        employerName: values.employer_name,
        profession: values.profession,
        ...person,
        gender: values.gender,
        civilStatus: values.civil_status,
        mobileNumber: values.mobile_number,
        email: values.email.toLowerCase(),
        municipalityCode: values.municipality_code,
        municipalityName: place.municipality,
        barangayCode: values.barangay_code,
        barangayName: place.barangay,
        street: values.street,
        philhealthIdNumber: values.philhealth_id_number,
        consentedAt: now,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('registration not stored');
    return created;
  });
  const name = fullName(row);
  deps.afterResponse.run(() =>
    notifyResident(deps, taxpayerId, {
      sms: (t) => t.registered(row.referenceNumber, name),
      mail: (t) => t.registeredMail(row.referenceNumber, name, row.priorityGroup),
    }),
  );
  return row;
}
