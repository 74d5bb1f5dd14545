import type { Bilingual } from '@/domain/applications/application-definition';
import type { DocumentKind, FactValue, TemplateBlock } from '../document-kind';

/** What the three copies' release records differ in: the record and how it is named. */
export interface CopyRecord {
  kind: string;
  /** The record, as the heading and /verify name it ('Birth Certificate'). */
  record: Bilingual;
  /** Whose record it is, as its owner (or the spouses) are named on it. */
  nameOnRecord: FactValue;
  /** The record's own rows: its date and place, the parents … */
  rows: readonly TemplateBlock[];
}

/**
 * The release record of a certified copy of a civil registry record (docs/decisions.md). The copy
 * itself is printed on the registry's security paper and signed and sealed by the civil registrar;
 * no PDF can be it. What the office issues online is this record: which record was copied, how
 * many copies of which type, for whom and why, what was paid, and how and when it was released,
 * with a QR code a receiving office scans to check that the copy in its hands was released by
 * the registry. /verify names the record and whose it is, never the requester or the parents.
 */
export const civilRegistryCopyDocument = ({
  kind,
  record,
  nameOnRecord,
  rows,
}: CopyRecord): DocumentKind => ({
  kind,
  title: { en: `${record.en} Copy Release`, fil: `Paglabas ng Kopya ng ${record.fil}` },
  noun: { en: 'record', fil: 'talaan' },
  // One counter for the three copies: numbers never repeat between them.
  series: { series: 'CIVIL_REGISTRY', prefix: 'LCR' },
  validity: 'always',
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the City Civil Registrar',
    heading: 'RELEASE OF A CERTIFIED COPY',
    numberLabel: 'Release No.',
    blocks: [
      {
        text: {
          literal:
            'This records that the certified copy described below was requested, paid for, printed and released by this office.',
        },
      },
      { gap: 8 },
      { heading: 'The record' },
      { row: 'Document', value: { literal: record.en } },
      { row: 'Name on the record', value: nameOnRecord, bold: true },
      ...rows,
      { row: 'Registry No.', value: 'registry_number', hideEmpty: true },
      { gap: 8 },
      { heading: 'The copy' },
      { row: 'Copy type', value: 'copy_type' },
      { row: 'Number of copies', value: 'number_of_copies' },
      { row: 'LCR FORM 1-A', value: 'lcr_form_1a' },
      { row: 'Purpose', value: { first: ['purpose_details', 'purpose'] } },
      { gap: 8 },
      { heading: 'Requested by' },
      { row: 'Name', value: { join: ['first_name', 'middle_name', 'last_name'] } },
      { row: 'Relation', value: 'relation' },
      { row: 'Pick-up or delivery', value: 'release_mode' },
      {
        row: 'Address',
        value: {
          address: {
            street: 'street',
            places: ['barangay_code', 'municipality_code', 'province_code'],
          },
        },
      },
      { gap: 8 },
      { lines: 'fees_paid', total: { money: 'fees_total' }, totalLabel: 'Total paid' },
      { gap: 8 },
      { row: 'Released by', value: '$issued_by' },
      { row: 'Date released', value: { date: '$issued_at' } },
    ],
    qrNote: 'Scan the code to check that this copy was released by the civil registry:',
    notes:
      'This record is not the certified copy and does not replace it: the copy is the one on security paper, signed and sealed by the civil registrar.',
  },
  verify: [
    { label: { en: 'Document', fil: 'Dokumento' }, value: { literal: record.en } },
    { label: { en: 'Name on the record', fil: 'Pangalan sa rekord' }, value: nameOnRecord },
    { label: { en: 'Copy type', fil: 'Uri ng kopya' }, value: 'copy_type' },
    { label: { en: 'Number of copies', fil: 'Bilang ng kopya' }, value: 'number_of_copies' },
  ],
  fileName: `${kind}-release-{number}.pdf`,
});
