import type { ImportRunOptions, ImportStage } from './import-kind';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An importer's pace keeper, called once per row of a stage: it reports progress every
 * `progressEvery` rows and, every `yieldEvery` rows, answers a promise to await so the event
 * loop can serve requests (undefined otherwise, so the command line's loop stays synchronous).
 */
export function importPace(options: Pick<ImportRunOptions, 'onProgress' | 'progressEvery' | 'yieldEvery'>) {
  const every = options.progressEvery ?? 10_000;
  const yieldEvery = options.yieldEvery ?? 0;
  return {
    row(stage: ImportStage, rows: number): Promise<void> | undefined {
      if (rows % every === 0) options.onProgress?.(stage, rows);
      return yieldEvery > 0 && rows % yieldEvery === 0 ? nextTurn() : undefined;
    },
    /** Rows done in one step (a batch written): reports when it crossed a multiple of `every`. */
    batch(stage: ImportStage, before: number, after: number): Promise<void> | undefined {
      if (Math.floor(after / every) > Math.floor(before / every)) options.onProgress?.(stage, after);
      return yieldEvery > 0 ? nextTurn() : undefined;
    },
  };
}

export type ImportPace = ReturnType<typeof importPace>;
