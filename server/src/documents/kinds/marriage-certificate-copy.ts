import type { DocumentKind } from '../document-kind';
import { civilRegistryCopyDocument } from './civil-registry-copy.template';

/**
 * The release record of a certified copy of a marriage certificate (marriage-certificate-new):
 * numbered LCRM-{year}-{000001}, always valid; its QR's page names the record and the spouses.
 */
export const document: DocumentKind = civilRegistryCopyDocument({
  kind: 'marriage-certificate-copy',
  record: { en: 'Marriage Certificate', fil: 'Sertipiko ng Kasal' },
  nameOnRecord: {
    join: [
      { join: ['husband_first_name', 'husband_last_name'] },
      { join: ['wife_first_name', 'wife_maiden_last_name'] },
    ],
    with: ' and ',
  },
  rows: [
    { row: 'Date of marriage', value: { date: 'record_date' } },
    { row: 'Place of marriage', value: 'record_place' },
  ],
});
