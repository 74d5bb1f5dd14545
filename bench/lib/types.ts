/** A budget for one figure: the measured value must be `<=` or `>=` the limit. */
export interface Budget {
  op: '<=' | '>=';
  limit: number;
}

/** One line of the bench table: a measured figure and, when it has one, its budget. */
export interface Row {
  metric: string;
  /** `null` when the figure could not be measured (the row then fails if it has a budget). */
  value: number | null;
  unit: string;
  /** Decimal places shown in the table (the JSON keeps the full value). */
  decimals?: number;
  budget?: Budget;
}

/** A row after evaluation, as printed and written to the JSON results. */
export interface EvaluatedRow extends Row {
  probe: string;
  /** `true`/`false` against the budget; `null` for an informational row without budget. */
  pass: boolean | null;
}

/** What a probe hands back: its rows, raw details for the JSON file, and lines worth reading. */
export interface ProbeResult {
  rows: Row[];
  details?: unknown;
  /** Short explanations printed under the table (for example, the audits that cost points). */
  notes?: string[];
}

/** What every probe gets: the running server, the built app and a scratch folder it may write to. */
export interface ProbeContext {
  /** Origin of the server under test, e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  /** Absolute path of the built PWA (`dist/`). */
  distDir: string;
  /** Absolute path of a throwaway folder, removed after the run. */
  workDir: string;
  /** Progress line on stderr (the table goes to stdout). */
  log: (message: string) => void;
  /** Registers a process the probe starts, so it is stopped even if the bench is killed. */
  track: (pid: number | undefined, group?: boolean) => void;
}

/** One measurement of the bench; later issues add theirs to `bench/probes/index.ts`. */
export interface Probe {
  name: string;
  /**
   * Runs before the server starts, on its (still empty) data folder: for data the public API
   * cannot create, such as imported bills (through the operator CLI).
   */
  prepareData?: (ctx: { dataDir: string; workDir: string; log: (message: string) => void }) => Promise<void>;
  run: (ctx: ProbeContext) => Promise<ProbeResult>;
}

/** `true` when the value meets the budget, `null` when the row has no budget. */
export function evaluate(row: Row): boolean | null {
  if (!row.budget) return null;
  if (row.value === null || Number.isNaN(row.value)) return false;
  return row.budget.op === '<=' ? row.value <= row.budget.limit : row.value >= row.budget.limit;
}

/** Median of a non-empty list of numbers (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}
