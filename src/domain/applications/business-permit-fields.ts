import type { FieldDefinition } from './application-definition';

/** A field of a business permit form: its name, English and Filipino labels, §5 rules. */
export const field = (
  name: string,
  en: string,
  fil: string,
  rules: string,
  more: Omit<FieldDefinition, 'name' | 'label' | 'rules'> = {},
): FieldDefinition => ({ name, label: { en, fil }, rules, ...more });

// Which registry a business is registered with follows its ownership (§3 organisation types):
// DTI for a sole proprietorship, SEC for partnerships and corporations, CDA for a cooperative.
export const SOLE = 'kind_of_ownership=SOLE PROPRIETORSHIP';
export const SEC_KINDS = [
  'kind_of_ownership=ONE PERSON CORPORATION',
  'kind_of_ownership=PARTNERSHIP',
  'kind_of_ownership=CORPORATION',
];
export const COOPERATIVE = 'kind_of_ownership=COOPERATIVE';
export const requiredIf = (conditions: readonly string[]) =>
  conditions.map((c) => `required_if:${c}`).join('|');
export const REPRESENTED = 'is_representative=1';
export const OWNED = 'location_owned=1';
export const LEASED = 'location_owned=0';

/** A person's name part (§5 text rule, 50 characters). */
export const NAME = 'text_vapt|max_50_char';
