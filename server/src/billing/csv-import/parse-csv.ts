/** One CSV record and the file line it starts on (1-based), for error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A CSV the parser cannot read (an unterminated quote), with the line the record started on. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/**
 * Parses RFC 4180 CSV: comma-separated, fields optionally in double quotes, `""` inside quotes is
 * one quote, quoted fields may hold commas and line breaks; CRLF or LF ends a record. A leading
 * byte-order mark (spreadsheet exports) is dropped and blank lines are skipped.
 */
export function* parseCsv(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    // One record: fields until an unquoted line break or the end of the text.
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) throw new CsvSyntaxError(start, 'a quoted field is never closed');
          field += text.slice(i, quote);
          line += countLineBreaks(text, i, quote);
          i = quote + 1;
          if (text[i] !== '"') break;
          field += '"';
          i++;
        }
        // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
        const end = nextDelimiter(text, i);
        field += text.slice(i, end);
        i = end;
      } else {
        const end = nextDelimiter(text, i);
        field = text.slice(i, end);
        i = end;
      }
      fields.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    // The record ends at CRLF, LF, a lone CR or the end of the text.
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    if (fields.length === 1 && fields[0] === '') continue;
    yield { line: start, fields };
  }
}

function nextDelimiter(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 10 || c === 13) break; // , \n \r
    i++;
  }
  return i;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}
