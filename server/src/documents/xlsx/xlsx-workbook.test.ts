import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip, sheetCells } from './xlsx-test-kit';
import { columnName, xlsxWorkbook } from './xlsx-workbook';
import { crc32 } from './zip-archive';

const book = () =>
  xlsxWorkbook(
    [
      {
        name: 'Abstract 2026-11-20',
        widths: [12, 30, 14],
        rows: [
          [
            { text: 'Payor', bold: true },
            { text: 'Nature', bold: true },
            { text: 'Amount', bold: true },
          ],
          [{ text: 'Ana & <Bert> "Co"' }, { text: 'Garbage fee' }, { number: 300.5, money: true }],
          [null, { text: '=HYPERLINK("x")' }, { number: 0.25, money: true }],
          [
            { text: 'Total', bold: true },
            null,
            { formula: 'SUM(C2:C3)', value: 300.75, money: true, bold: true },
          ],
        ],
      },
    ],
    new Date(Date.UTC(2026, 10, 20, 17, 30, 0)),
  );

describe('the XLSX writer', () => {
  it('computes the CRC-32 zip uses', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a zip whose parts unzip, check and name each other', () => {
    const files = readZip(book());
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('[Content_Types].xml')).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(files.get('xl/workbook.xml')).toContain(
      '<sheet name="Abstract 2026-11-20" sheetId="1" r:id="rId1"/>',
    );
    expect(files.get('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet1.xml"');
  });

  it('keeps texts as texts (never a formula), amounts as numbers, and totals as formulas with their value', () => {
    const cells = sheetCells(readZip(book()).get('xl/worksheets/sheet1.xml') ?? '');
    expect(cells.get('A2')).toBe('Ana & <Bert> "Co"');
    expect(cells.get('B3')).toBe('=HYPERLINK("x")');
    expect(cells.get('C2')).toBe(300.5);
    expect(cells.get('C4')).toBe(300.75);
    expect(readZip(book()).get('xl/worksheets/sheet1.xml')).toContain('<f>SUM(C2:C3)</f>');
  });

  it.skipIf(!existsSync('/usr/bin/unzip'))('is a zip another program reads without an error', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-')), 'book.xlsx');
    writeFileSync(path, book());
    expect(execFileSync('/usr/bin/unzip', ['-tq', path]).toString()).toContain('No errors detected');
  });
});
