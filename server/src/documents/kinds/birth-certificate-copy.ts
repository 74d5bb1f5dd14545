import type { DocumentKind } from '../document-kind';
import { civilRegistryCopyDocument } from './civil-registry-copy.template';

/**
 * The release record of a certified copy of a birth certificate (birth-certificate-new):
 * numbered LCRB-{year}-{000001}, always valid; its QR's page names the record and its owner.
 */
export const document: DocumentKind = civilRegistryCopyDocument({
  kind: 'birth-certificate-copy',
  record: { en: 'Birth Certificate', fil: 'Sertipiko ng Kapanganakan' },
  nameOnRecord: { join: ['record_first_name', 'record_middle_name', 'record_last_name'] },
  rows: [
    { row: 'Date of birth', value: { date: 'record_date' } },
    { row: 'Place of birth', value: 'record_place' },
    { row: "Father's name", value: 'father_name', hideEmpty: true },
    { row: "Mother's maiden name", value: 'mother_maiden_name' },
  ],
});
