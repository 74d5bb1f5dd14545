import { createHash } from 'node:crypto';
import { IMPORT_PREVIEW_ROWS } from '@/domain/constants/imports';
import { ValidationError } from '../../http/http-errors';
import { CsvSyntaxError, parseCsv } from '../../billing/csv-import/parse-csv';

export const NOT_CSV_TEXT_MESSAGE = 'The file is not CSV text. Save it from the spreadsheet as CSV UTF-8.';
export const EMPTY_FILE_MESSAGE = 'The file is empty: it needs a header row and at least one row.';

/** What the console shows of an upload before the operator starts it. */
export interface ImportPreview {
  columns: string[];
  rows: string[][];
  totalRows: number;
  sha256: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks an uploaded import by its content (UTF-8 text without NUL, CSV that parses to the end, a
 * header and at least one row) and answers its text and preview: the header, the first rows and
 * how many rows there are. The rows themselves are checked when the import runs, all of them.
 */
export function readImportFile(bytes: Uint8Array): { text: string; preview: ImportPreview } {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ValidationError({ file: [NOT_CSV_TEXT_MESSAGE] });
  }
  if (text.includes('\u0000')) throw new ValidationError({ file: [NOT_CSV_TEXT_MESSAGE] });
  const rows: string[][] = [];
  let columns: string[] | null = null;
  let totalRows = 0;
  try {
    for (const record of parseCsv(text)) {
      if (!columns) columns = record.fields.map((f) => f.trim());
      else if (++totalRows <= IMPORT_PREVIEW_ROWS) rows.push(record.fields);
    }
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    throw new ValidationError({
      file: [`The file cannot be read as CSV at line ${err.line}: a quoted field is never closed.`],
    });
  }
  if (!columns || totalRows === 0) throw new ValidationError({ file: [EMPTY_FILE_MESSAGE] });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { text, preview: { columns, rows, totalRows, sha256 } };
}
