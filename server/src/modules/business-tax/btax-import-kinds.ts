import type { ImportKind } from '../../billing/csv-import/import-kind';
import type { BillSource } from './bill-queries';
import { importBtaxCsv } from './btax-import';
import { IMPORT_COLUMNS } from './btax-import-rows';

const FLAVOURS: { source: BillSource; word: string; label: { en: string; fil: string } }[] = [
  {
    source: 'API',
    word: 'api',
    label: { en: 'Business tax bills (API)', fil: 'Mga bayarin sa buwis sa negosyo (API)' },
  },
  {
    source: 'CSV',
    word: 'csv',
    label: { en: 'Business tax bills (CSV)', fil: 'Mga bayarin sa buwis sa negosyo (CSV)' },
  },
  {
    source: 'MANUAL',
    word: 'manual',
    label: { en: 'Business tax bills (manual)', fil: 'Mga bayarin sa buwis sa negosyo (manual)' },
  },
];

/** `import btax <api|csv|manual>`: one import kind per bill flavour (README, "Importing business tax bills"). */
export const btaxImportKinds: ImportKind[] = FLAVOURS.map(({ source, word, label }) => ({
  code: `btax-${word}`,
  command: ['btax', word],
  label,
  columns: IMPORT_COLUMNS,
  async run(db, text, options) {
    const r = await importBtaxCsv(db, source, text, options);
    return {
      rows: r.rows,
      counts: { new: r.inserted, updated: r.updated },
      summary: `imported ${r.rows} ${source} bills (${r.inserted} new, ${r.updated} updated)`,
    };
  },
}));
