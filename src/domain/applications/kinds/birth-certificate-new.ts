import type { ApplicationDefinition } from '../application-definition';
import { civilRegistryCopy } from '../civil-registry-copy';
import { RELATIONS_TO_OWNER } from '../civil-registry-options';
import { field, NAME, DATE, DATE_PLACEHOLDER } from '../form-parts';

/**
 * A certified copy of a birth certificate (PSA BIRTH CERTIFICATE, §2.8 birth-certificate-new):
 * the registry finds the record by the owner's name, birth date and place and the parents' names.
 * Billed by `civil-registry-copy` once approved; released with a birth certificate copy's record.
 */
export const definition: ApplicationDefinition = civilRegistryCopy({
  route: 'birth-certificate-new',
  transactionType: 'BIRTH CERTIFICATE',
  typeFil: 'Sertipiko ng Kapanganakan',
  title: { en: 'Birth Certificate (Certified Copy)', fil: 'Sertipiko ng Kapanganakan (Sertipikadong Kopya)' },
  record: {
    title: { en: 'Whose Birth Certificate', fil: 'Kaninong Sertipiko ng Kapanganakan' },
    items: [
      field('record_first_name', 'First Name', 'Pangalan', `required|${NAME}`),
      field('record_middle_name', 'Middle Name', 'Gitnang Pangalan', NAME),
      field('record_last_name', 'Last Name', 'Apelyido', `required|${NAME}`),
      field('record_date', 'Date of Birth', 'Petsa ng Kapanganakan', DATE, DATE_PLACEHOLDER),
      field(
        'record_place',
        'Place of Birth (City / Municipality)',
        'Lugar ng Kapanganakan (Lungsod / Bayan)',
        'required|max_100_char',
      ),
      field('father_name', "Father's Full Name", 'Buong Pangalan ng Ama', 'max_100_char'),
      field(
        'mother_maiden_name',
        "Mother's Full Maiden Name",
        'Buong Pangalan ng Ina noong Dalaga',
        'required|max_100_char',
      ),
      field('registry_number', 'Registry No. (if known)', 'Registry No. (kung alam)', 'max_20_char'),
    ],
  },
  relation: {
    label: { en: 'Relation to the Owner', fil: 'Kaugnayan sa May-ari ng Rekord' },
    options: RELATIONS_TO_OWNER.birth,
  },
  identity: ['record_last_name', 'record_first_name', 'record_middle_name', 'record_date'],
  summary: ['record_first_name', 'record_middle_name', 'record_last_name'],
  numberPrefix: 'LCRB',
  issues: 'birth-certificate-copy',
});
