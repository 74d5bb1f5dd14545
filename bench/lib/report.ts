import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EvaluatedRow } from './types';

function show(value: number | null, unit: string, decimals = 0): string {
  if (value === null || Number.isNaN(value)) return 'n/a';
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return unit ? `${text} ${unit}` : text;
}

/** Renders the rows as one plain-text table: metric | value | budget | result. */
export function formatTable(rows: EvaluatedRow[]): string {
  const cells = rows.map((row) => [
    `${row.probe}: ${row.metric}`,
    show(row.value, row.unit, row.decimals),
    row.budget ? `${row.budget.op} ${show(row.budget.limit, row.unit, row.decimals)}` : '-',
    row.pass === null ? '-' : row.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['metric', 'value', 'budget', 'result'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (parts: string[]) =>
    parts
      .map((part, i) => (i === 0 ? part.padEnd(widths[i] ?? 0) : part.padStart(widths[i] ?? 0)))
      .join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...cells.map(line)].join('\n');
}

/** A filename-safe ISO 8601 timestamp in basic format, e.g. `20250101T120000Z`. */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Writes the results to `<dir>/<timestamp>.json` and `<dir>/latest.json`; returns the first path. */
export async function writeResults(dir: string, startedAt: Date, data: unknown): Promise<string> {
  await mkdir(dir, { recursive: true });
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const path = join(dir, `${fileStamp(startedAt)}.json`);
  await writeFile(path, text);
  await writeFile(join(dir, 'latest.json'), text);
  return path;
}
