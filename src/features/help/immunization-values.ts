import { type IMMUNIZATION_RULES } from '@/domain/contracts/help';

/** The registration form's values: its ruled fields, the region and province that narrow the lists. */
export type ImmunizationValues = Record<Exclude<keyof typeof IMMUNIZATION_RULES, 'consent'>, string> & {
  region_code: string;
  province_code: string;
  consent: boolean;
};

const FROM_PROFILE = [
  'first_name',
  'middle_name',
  'last_name',
  'extension_name',
  'birthdate',
  'gender',
  'civil_status',
  'mobile_number',
  'email',
  'region_code',
  'province_code',
  'municipality_code',
  'barangay_code',
  'street',
  'philhealth_id_number',
] as const;

/** The form's first values: the profile's details where it has them (§2.9 "pre-filled"). */
export function immunizationValues(profile: Record<string, unknown> | null): ImmunizationValues {
  const text = (key: string) => {
    const v = profile?.[key];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  };
  const values: Record<string, string | boolean> = {
    priority_group: '',
    employment_type: '',
    employer_name: '',
    profession: '',
    consent: false,
  };
  for (const key of FROM_PROFILE) values[key] = text(key);
  return values as ImmunizationValues;
}
