import type { DocumentKind } from '../document-kind';
import { civilRegistryCopyDocument } from './civil-registry-copy.template';

/**
 * The release record of a certified copy of a death certificate (death-certificate-new):
 * numbered LCRD-{year}-{000001}, always valid; its QR's page names the record and the deceased.
 */
export const document: DocumentKind = civilRegistryCopyDocument({
  kind: 'death-certificate-copy',
  record: { en: 'Death Certificate', fil: 'Sertipiko ng Kamatayan' },
  nameOnRecord: { join: ['record_first_name', 'record_middle_name', 'record_last_name'] },
  rows: [
    { row: 'Date of death', value: { date: 'record_date' } },
    { row: 'Place of death', value: 'record_place' },
  ],
});
