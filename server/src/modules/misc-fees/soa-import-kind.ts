import type { ImportKind } from '../../billing/csv-import/import-kind';
import { importSoaCsv, SOA_IMPORT_COLUMNS } from './soa-import';

/** `import soa <file.csv>`: statements of account for miscellaneous fees, upserted by SOA number. */
export const soaImportKind: ImportKind = {
  code: 'soa',
  command: ['soa'],
  label: { en: 'Statements of account (fees)', fil: 'Mga statement of account (bayarin)' },
  columns: SOA_IMPORT_COLUMNS,
  async run(db, text, { now, ...progress }) {
    const r = await importSoaCsv(db, text, now, progress);
    const updated = r.rows - r.inserted;
    return {
      rows: r.rows,
      counts: { new: r.inserted, updated },
      summary: `imported ${r.rows} statements of account (${r.inserted} new, ${updated} updated)`,
    };
  },
};
