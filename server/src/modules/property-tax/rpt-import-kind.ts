import type { ImportKind } from '../../billing/csv-import/import-kind';
import { importRptCsv } from './rpt-import';
import { RPT_IMPORT_COLUMNS } from './rpt-import-rows';

/** `import rpt <roll.csv>`: the real property tax assessment roll, upserted by PIN. */
export const rptImportKind: ImportKind = {
  code: 'rpt',
  command: ['rpt'],
  label: { en: 'Real property tax roll', fil: 'Talaan ng buwis sa amilyar' },
  columns: RPT_IMPORT_COLUMNS,
  async run(db, text, options) {
    const r = await importRptCsv(db, text, options);
    return {
      rows: r.rows,
      counts: { new: r.inserted, updated: r.updated },
      summary: `imported ${r.rows} properties (${r.inserted} new, ${r.updated} updated)`,
    };
  },
};
