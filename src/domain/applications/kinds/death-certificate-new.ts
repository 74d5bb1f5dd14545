import type { ApplicationDefinition } from '../application-definition';
import { civilRegistryCopy } from '../civil-registry-copy';
import { RELATIONS_TO_OWNER } from '../civil-registry-options';
import { field, NAME, DATE, DATE_PLACEHOLDER } from '../form-parts';

/**
 * A certified copy of a death certificate (PSA DEATH CERTIFICATE, §2.8 death-certificate-new):
 * the registry finds the record by the deceased's name and the date and place of death. Billed by
 * `civil-registry-copy` once approved; released with a death certificate copy's record.
 */
export const definition: ApplicationDefinition = civilRegistryCopy({
  route: 'death-certificate-new',
  transactionType: 'DEATH CERTIFICATE',
  typeFil: 'Sertipiko ng Kamatayan',
  title: { en: 'Death Certificate (Certified Copy)', fil: 'Sertipiko ng Kamatayan (Sertipikadong Kopya)' },
  record: {
    title: { en: 'Whose Death Certificate', fil: 'Kaninong Sertipiko ng Kamatayan' },
    items: [
      field('record_first_name', 'First Name of the Deceased', 'Pangalan ng Namatay', `required|${NAME}`),
      field('record_middle_name', 'Middle Name of the Deceased', 'Gitnang Pangalan ng Namatay', NAME),
      field('record_last_name', 'Last Name of the Deceased', 'Apelyido ng Namatay', `required|${NAME}`),
      field('record_date', 'Date of Death', 'Petsa ng Pagkamatay', DATE, DATE_PLACEHOLDER),
      field(
        'record_place',
        'Place of Death (City / Municipality)',
        'Lugar ng Pagkamatay (Lungsod / Bayan)',
        'required|max_100_char',
      ),
      field('registry_number', 'Registry No. (if known)', 'Registry No. (kung alam)', 'max_20_char'),
    ],
  },
  relation: {
    label: { en: 'Relation to the Deceased', fil: 'Kaugnayan sa Namatay' },
    options: RELATIONS_TO_OWNER.death,
  },
  identity: ['record_last_name', 'record_first_name', 'record_middle_name', 'record_date'],
  summary: ['record_first_name', 'record_middle_name', 'record_last_name'],
  numberPrefix: 'LCRD',
  issues: 'death-certificate-copy',
});
