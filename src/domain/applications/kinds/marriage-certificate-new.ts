import type { ApplicationDefinition } from '../application-definition';
import { civilRegistryCopy } from '../civil-registry-copy';
import { RELATIONS_TO_OWNER } from '../civil-registry-options';
import { field, NAME, DATE, DATE_PLACEHOLDER } from '../form-parts';

/**
 * A certified copy of a marriage certificate (PSA MARRIAGE CERTIFICATE, §2.8
 * marriage-certificate-new): the registry finds the record by the spouses' names (the wife's
 * maiden name) and the date and place of the marriage. Billed by `civil-registry-copy` once
 * approved; released with a marriage certificate copy's record.
 */
export const definition: ApplicationDefinition = civilRegistryCopy({
  route: 'marriage-certificate-new',
  transactionType: 'MARRIAGE CERTIFICATE',
  typeFil: 'Sertipiko ng Kasal',
  title: { en: 'Marriage Certificate (Certified Copy)', fil: 'Sertipiko ng Kasal (Sertipikadong Kopya)' },
  record: {
    title: { en: 'Whose Marriage Certificate', fil: 'Kaninong Sertipiko ng Kasal' },
    items: [
      field('husband_first_name', "Husband's First Name", 'Pangalan ng Lalaki', `required|${NAME}`),
      field('husband_last_name', "Husband's Last Name", 'Apelyido ng Lalaki', `required|${NAME}`),
      field('wife_first_name', "Wife's First Name", 'Pangalan ng Babae', `required|${NAME}`),
      field(
        'wife_maiden_last_name',
        "Wife's Maiden Last Name",
        'Apelyido ng Babae noong Dalaga',
        `required|${NAME}`,
      ),
      field('record_date', 'Date of Marriage', 'Petsa ng Kasal', DATE, DATE_PLACEHOLDER),
      field(
        'record_place',
        'Place of Marriage (City / Municipality)',
        'Lugar ng Kasal (Lungsod / Bayan)',
        'required|max_100_char',
      ),
      field('registry_number', 'Registry No. (if known)', 'Registry No. (kung alam)', 'max_20_char'),
    ],
  },
  relation: {
    label: { en: 'Relation to the Spouses', fil: 'Kaugnayan sa Mag-asawa' },
    options: RELATIONS_TO_OWNER.marriage,
  },
  identity: ['husband_last_name', 'husband_first_name', 'wife_maiden_last_name', 'wife_first_name'],
  summary: ['husband_first_name', 'husband_last_name', 'wife_first_name', 'wife_maiden_last_name'],
  numberPrefix: 'LCRM',
  issues: 'marriage-certificate-copy',
});
