/** The first seven profile items (§3): a resident with any of them empty cannot open E-Government. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'first_name',
  'last_name',
  'photo',
  'birthdate',
  'place_of_birth_region_code',
  'place_of_birth_province_code',
  'place_of_birth_municipality_code',
] as const;

/** §4: the message when E-Government needs a complete profile first. */
export const INCOMPLETE_PROFILE_MESSAGE =
  'Please complete you profile information, This will help you to speed up the completeness of your information in every transaction you initiate';

/** True when the first seven profile items (§3) are all filled in. */
export function isProfileComplete(profile: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (!profile) return false;
  return PROFILE_COMPLETENESS_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
}
