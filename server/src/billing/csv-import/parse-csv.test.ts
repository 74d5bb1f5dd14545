import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './parse-csv';

const all = (text: string) => [...parseCsv(text)];

describe('parseCsv', () => {
  it('splits plain fields and numbers records by their first line', () => {
    expect(all('a,b,c\r\n1,2,3\n\n4,,6\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 4, fields: ['4', '', '6'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    expect(all('name,address\n"Cruz, Juan","Blk 1\nLot ""2"""\nnext,row')).toEqual([
      { line: 1, fields: ['name', 'address'] },
      { line: 2, fields: ['Cruz, Juan', 'Blk 1\nLot "2"'] },
      { line: 4, fields: ['next', 'row'] },
    ]);
  });

  it('drops a byte-order mark and keeps a trailing empty field', () => {
    expect(all('\uFEFFa,b,\n')).toEqual([{ line: 1, fields: ['a', 'b', ''] }]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => all('a\n"open,b\nc')).toThrow(CsvSyntaxError);
    expect(() => all('a\n"open,b\nc')).toThrow('line 2');
  });
});
