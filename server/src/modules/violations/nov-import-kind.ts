import type { ImportKind } from '../../billing/csv-import/import-kind';
import { importNovCsv } from './nov-import';
import { NOV_IMPORT_COLUMNS } from './nov-import-rows';

/**
 * `import nov <file.csv>`: notices of violation, one row per violation, grouped by nov_no; each
 * notice's PIN kept only as its hash with `pinKey` (NOV_PIN_KEY's).
 */
export const novImportKind = (pinKey: Buffer): ImportKind => ({
  code: 'nov',
  command: ['nov'],
  label: { en: 'Notices of violation', fil: 'Mga abiso ng paglabag' },
  columns: NOV_IMPORT_COLUMNS,
  async run(db, text, options) {
    const r = await importNovCsv(db, text, { ...options, pinKey });
    return {
      rows: r.violations,
      counts: { notices: r.notices, new: r.inserted, updated: r.updated, kept_paid: r.keptPaid },
      summary: `imported ${r.notices} notices of violation with ${r.violations} violations (${r.inserted} new, ${r.updated} updated, ${r.keptPaid} already paid and left as they were)`,
    };
  },
});
