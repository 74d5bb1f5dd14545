// Labels the spec names (§5 required messages, §2 screens) or that title case would get wrong.
const LABELS: Readonly<Record<string, string>> = {
  bin: 'Business Identification Number (BIN)',
  tdn: 'Tax Declaration Number (TDN)',
  tdn_no: 'Tax Declaration Number (TDN)',
  rptax_tdn: 'Tax Declaration Number (TDN)',
  pin: 'Property Identification Number (PIN)',
  pin_no: 'Property Identification Number (PIN)',
  tin: 'Tax Identification Number (TIN)',
  tin_no: 'Tax Identification Number (TIN)',
  tin_number: 'Tax Identification Number (TIN)',
  mobile_number: 'Mobile Number',
  email: 'Email',
  password_confirmation: 'Confirm Password',
  confirm_password: 'Confirm Password',
  terms_of_service: 'Terms of Service',
  data_privacy: 'Data Privacy Policy',
  valid_id_to_present: 'Valid ID to Present',
  application_status_id: 'Transaction Type',
  miscellaneous_fee_id: 'Fee',
  qtr_to: 'Quarter',
  user_id: 'Username',
  login_pin: 'PIN',
  owner_id: 'Owner ID',
  nov_no: 'NOV Number',
  soa_number: 'SOA Number',
  or_no: 'OR Number',
  dti_no: 'DTI Number',
  sec_no: 'SEC Number',
  cda_no: 'CDA Number',
  extension_name: 'Suffix',
};

// Small words stay lower case inside a label ('Place of Birth'), abbreviations upper case.
const SMALL_WORDS = new Set(['of', 'and', 'to', 'the', 'for', 'in', 'on', 'by']);
const ACRONYMS = new Set([
  'id',
  'tin',
  'sss',
  'gsis',
  'or',
  'soa',
  'nov',
  'arp',
  'dti',
  'sec',
  'cda',
  'otp',
  'url',
]);

/** The label of a field for messages: `first_name` → 'First Name', `bin` → 'Business Identification Number (BIN)'. */
export function fieldLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  // 'activities.0.capital_amount' is labelled by its last named segment.
  const segment = name.split('.').findLast((s) => !/^\d+$/.test(s)) ?? name;
  if (segment !== name) return fieldLabel(segment);
  return segment
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower === 'no' ? 'No.' : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
