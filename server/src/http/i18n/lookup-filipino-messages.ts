/**
 * The refusals of the bill kinds' look-up limits (billing/lookup-limit.ts, tooManyLookups) in
 * Filipino, one second or several, joined to FILIPINO_MESSAGES; bill-kinds.test.ts checks each
 * kind's is here.
 */
export const LOOKUP_FILIPINO_MESSAGES: Readonly<Record<string, string>> = {
  'Too many business tax look-ups. Please try again in {count} second.':
    'Masyadong maraming paghahanap ng business tax. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many business tax look-ups. Please try again in {count} seconds.':
    'Masyadong maraming paghahanap ng business tax. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many notice of violation look-ups. Please try again in {count} second.':
    'Masyadong maraming paghahanap ng abiso ng paglabag. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many notice of violation look-ups. Please try again in {count} seconds.':
    'Masyadong maraming paghahanap ng abiso ng paglabag. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many ordinance violation receipt look-ups. Please try again in {count} second.':
    'Masyadong maraming paghahanap ng resibo ng paglabag sa ordinansa. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many ordinance violation receipt look-ups. Please try again in {count} seconds.':
    'Masyadong maraming paghahanap ng resibo ng paglabag sa ordinansa. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many statement of account look-ups. Please try again in {count} second.':
    'Masyadong maraming paghahanap ng statement of account. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many statement of account look-ups. Please try again in {count} seconds.':
    'Masyadong maraming paghahanap ng statement of account. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many property tax look-ups. Please try again in {count} second.':
    'Masyadong maraming paghahanap ng amilyar. Pakisubukang muli pagkalipas ng {count} segundo.',
  'Too many property tax look-ups. Please try again in {count} seconds.':
    'Masyadong maraming paghahanap ng amilyar. Pakisubukang muli pagkalipas ng {count} segundo.',
};
