import { maskToRegExp } from '../format/apply-mask';
import {
  BIN_MASK,
  DTI_NO_DIGITS_MASK,
  GSIS_MASK,
  OR_NO_MASK,
  OWNER_ID_MASK,
  PAGIBIG_MASK,
  PHILHEALTH_MASKS,
  PIN_MASK,
  REGISTRATION_NO_MASK,
  RPTAX_PIN_CSV_MASK,
  RPTAX_PIN_MASK,
  TDN_2_MASK,
  TDN_MASK,
  TIN_NO_2_MASK,
  TIN_NO_3_MASK,
  TIN_NO_MASK,
  TIN_NUMBER_MASK,
  ZIP_CODE_MASK,
} from '../format/id-masks';
import { TIN_PATTERN } from '../format/tin';
import { patternRule } from './rule';
import type { RuleFactory } from './rule';

// Built from the same masks as the input formatters, so a formatted value always passes.
const masked = (...masks: string[]): RuleFactory =>
  patternRule(
    masks.map((m) => maskToRegExp(m)),
    (label, m) => m.format(label, masks),
  );

/** Philippine ID and reference-number rules of §5 (plus owner_id for the RPT owner ID mask). */
export const ID_FORMAT_RULES: Record<string, RuleFactory> = {
  // The forms BIR cards carry, 9, 12 or 14 digits, dashed or not; stored as canonicalTin makes it.
  tin_number: patternRule([TIN_PATTERN], (label, m) =>
    m.format(label, [TIN_NO_2_MASK, TIN_NO_MASK, TIN_NUMBER_MASK]),
  ),
  tin_no: masked(TIN_NO_MASK),
  tin_no_2: masked(TIN_NO_2_MASK),
  tin_no_3: masked(TIN_NO_3_MASK),
  btax_bin: masked(BIN_MASK),
  bin_pre_registration: masked(BIN_MASK),
  rptax_tdn: masked(TDN_MASK),
  tdn_no: masked(TDN_MASK),
  tdn_no_2: masked(TDN_2_MASK),
  rptax_pin: masked(RPTAX_PIN_MASK),
  rptax_pin_short: masked(PIN_MASK),
  rptax_pin_csv: masked(RPTAX_PIN_CSV_MASK),
  pin_no: masked(PIN_MASK),
  philhealth: masked(...PHILHEALTH_MASKS),
  pagibig: masked(PAGIBIG_MASK),
  gsis: masked(GSIS_MASK),
  or_no: masked(OR_NO_MASK),
  dti_no: masked(REGISTRATION_NO_MASK, DTI_NO_DIGITS_MASK),
  sec_no: patternRule([maskToRegExp(REGISTRATION_NO_MASK), /^[A-Z\d]{20}$/i], (label, m) =>
    m.format(label, [REGISTRATION_NO_MASK, m.lettersOrDigits(20)]),
  ),
  cda_no: masked(REGISTRATION_NO_MASK),
  zip_code: masked(ZIP_CODE_MASK),
  owner_id: masked(OWNER_ID_MASK),
};
