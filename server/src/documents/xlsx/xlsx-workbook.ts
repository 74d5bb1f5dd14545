import { zipArchive } from './zip-archive';

/** One cell: a text, a number (a peso amount when `money`), or a formula with its computed value. */
export type XlsxCell =
  | { text: string; bold?: boolean }
  | { number: number; money?: boolean; bold?: boolean }
  | { formula: string; value: number; money?: boolean; bold?: boolean }
  | null;

export interface XlsxSheet {
  /** Up to 31 characters, none of []:*?/\ (Excel's rule). */
  name: string;
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  rows: readonly (readonly XlsxCell[])[];
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

// XML 1.0 refuses most control characters: a payor's name pasted with one must not break the file.
const escape = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// cellXfs: 0 plain, 1 bold, 2 money (built-in format 4: #,##0.00), 3 money bold.
const styleOf = (cell: NonNullable<XlsxCell>) =>
  ('money' in cell && cell.money ? 2 : 0) + (cell.bold ? 1 : 0);

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null) return '';
  const s = styleOf(cell);
  if ('text' in cell)
    return `<c r="${ref}" t="inlineStr" s="${s}"><is><t xml:space="preserve">${escape(cell.text)}</t></is></c>`;
  if ('formula' in cell)
    return `<c r="${ref}" s="${s}"><f>${escape(cell.formula)}</f><v>${cell.value}</v></c>`;
  return `<c r="${ref}" s="${s}"><v>${cell.number}</v></c>`;
}

function sheetXml(sheet: XlsxSheet): string {
  const cols = sheet.widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>`;

/**
 * An Office Open XML workbook (ECMA-376's SpreadsheetML, the parts Excel and LibreOffice need and
 * no more): inline strings, peso amounts as numbers with two decimals, totals as formulas with
 * their values, zipped. No dependency: the file is a zip of a few XML parts.
 */
export function xlsxWorkbook(sheets: readonly XlsxSheet[], at: Date): Uint8Array<ArrayBuffer> {
  const enc = (text: string) => new TextEncoder().encode(text);
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`;
  const rootRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
    .map(
      (s, i) =>
        `<sheet name="${escape(s.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
    )
    .join('')}</sheets></workbook>`;
  const workbookRels = `${XML}<Relationships xmlns="${PKG_REL}">${sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join(
      '',
    )}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
  return zipArchive(
    [
      { name: '[Content_Types].xml', data: enc(contentTypes) },
      { name: '_rels/.rels', data: enc(rootRels) },
      { name: 'xl/workbook.xml', data: enc(workbook) },
      { name: 'xl/_rels/workbook.xml.rels', data: enc(workbookRels) },
      { name: 'xl/styles.xml', data: enc(STYLES) },
      ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: enc(sheetXml(s)) })),
    ],
    at,
  );
}
