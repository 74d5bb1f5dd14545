import type { ImportKind } from '../../billing/csv-import/import-kind';
import { importOvrCsv } from './ovr-import';
import { OVR_IMPORT_COLUMNS } from './ovr-import-rows';

/** `import ovr <file.csv>`: ordinance violation receipts, one row per violation, grouped by ovr_no. */
export const ovrImportKind: ImportKind = {
  code: 'ovr',
  command: ['ovr'],
  label: { en: 'Ordinance violation receipts', fil: 'Mga resibo ng paglabag sa ordinansa' },
  columns: OVR_IMPORT_COLUMNS,
  async run(db, text, options) {
    const r = await importOvrCsv(db, text, options);
    return {
      rows: r.violations,
      counts: { tickets: r.tickets, new: r.inserted, updated: r.updated, kept_paid: r.keptPaid },
      summary: `imported ${r.tickets} ordinance violation receipts with ${r.violations} violations (${r.inserted} new, ${r.updated} updated, ${r.keptPaid} already paid and left as they were)`,
    };
  },
};
