import type { Db } from '../../db/client';

/** One bad line of an import file (the header is line 1). */
export interface ImportProblem {
  line: number;
  message: string;
}

/** What an import wrote, told the same way on the command line and in the console. */
export interface ImportOutcome {
  /** Rows written. */
  rows: number;
  /** What the rows did, by name: new, updated, kept paid … */
  counts: Record<string, number>;
  /** The command line's summary, e.g. "imported 3 API bills (3 new, 0 updated)". */
  summary: string;
}

export type ImportStage = 'checked' | 'written';

export interface ImportRunOptions {
  now: Date;
  /** Rows checked, then rows written, so far (every `progressEvery` rows). */
  onProgress?: ((stage: ImportStage, rows: number) => void) | undefined;
  progressEvery?: number | undefined;
  /**
   * Let the event loop run every this many rows: the portal runs an import in its own process,
   * and checking 50,000 rows in one go would hold up every request meanwhile.
   */
  yieldEvery?: number | undefined;
}

/**
 * One kind of operator import (business tax bills, the tax roll, SOAs, notices of violation),
 * declared by its bill kind (BillKind.imports): the imports core, the command line and the
 * console never name a kind. Every kind checks all rows first (read-import-file.ts) and writes
 * all of them in one transaction, or none; a file it refuses throws CsvImportError.
 */
export interface ImportKind {
  /** Its code in the console and the import records, e.g. 'rpt'. */
  code: string;
  /** Its words after `import` on the command line, e.g. ['btax', 'api']. */
  command: readonly string[];
  label: { en: string; fil: string };
  /** The header's columns, required first. */
  columns: readonly string[];
  run(db: Db, text: string, options: ImportRunOptions): Promise<ImportOutcome>;
}
