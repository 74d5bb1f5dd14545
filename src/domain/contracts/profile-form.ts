import { ID_FORMAT_RULES } from '../validation/id-format-rules';
import { registerRuleGroup } from '../validation/rule-registry';

// The TIN, PhilHealth, GSIS and Pag-IBIG rules are id formats, a group outside the engine's
// core: the form and the server that use these rules load it with them.
registerRuleGroup(ID_FORMAT_RULES);

// The profile of §3: its form's rules (the first seven fields' completeness: profile-completeness.ts).
const name = 'text_vapt|max_50_char';
const code = 'max_20_char';

/** Every editable profile field and its §5 rules (server and form). */
export const PROFILE_RULES = {
  first_name: `required|${name}`,
  middle_name: name,
  last_name: `required|${name}`,
  extension_name: 'max_15_char',
  photo: 'required|max_255_char',
  birthdate: 'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD',
  place_of_birth_region_code: `required|${code}`,
  place_of_birth_province_code: `required|${code}`,
  place_of_birth_municipality_code: `required|${code}`,
  email: 'email|max_100_char',
  gender: 'max_15_char',
  civil_status: 'max_20_char',
  region_code: code,
  province_code: code,
  municipality_code: code,
  barangay_code: code,
  street: 'max_255_char',
  mother_maiden_name: 'max_100_char',
  father_name: 'max_100_char',
  spouse_name: 'max_100_char',
  spouse_mobile_number: 'mobile_number_63',
  telephone_number: 'telephone',
  height: 'number|max_15_char',
  weight: 'number|max_15_char',
  complexion: 'max_30_char',
  highest_educational_attainment: 'max_100_char',
  citizenship_code: code,
  institution_code: code,
  tin_number: 'tin_number',
  sss_id_number: 'max_20_char',
  philhealth_id_number: 'philhealth',
  gsis_id_number: 'gsis',
  pagibig_id_number: 'pagibig',
  is_voter: 'max_10_digits',
} as const;

export type ProfileField = keyof typeof PROFILE_RULES;
