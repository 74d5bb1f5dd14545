import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { scheduleFieldProblems } from '@/domain/fees/check-schedule-fields';
import { FeeScheduleError, parseFeeSchedule, type FeeSchedule } from '@/domain/fees/fee-schedule';

/** A schedule's text read and checked: the schedule, or every problem with it. */
export type CheckedSchedule =
  { ok: true; schedule: FeeSchedule; sha256: string } | { ok: false; problems: readonly string[] };

export const sha256Of = (source: string) => createHash('sha256').update(source).digest('hex');

/**
 * Reads a fee schedule's YAML (or JSON, which YAML reads too) and checks it, also against the
 * application definitions (a rule naming a field no definition has): what the server does at
 * start and before storing a new version, so a mistake is never found on a taxpayer's bill.
 */
export function checkScheduleSource(
  source: string,
  definitions: readonly ApplicationDefinition[],
): CheckedSchedule {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (err) {
    return {
      ok: false,
      problems: [`the file is not valid YAML: ${(err as Error).message.split('\n')[0] ?? ''}`],
    };
  }
  try {
    const schedule = parseFeeSchedule(raw);
    const problems = scheduleFieldProblems(schedule, definitions);
    return problems.length > 0 ? { ok: false, problems } : { ok: true, schedule, sha256: sha256Of(source) };
  } catch (err) {
    if (err instanceof FeeScheduleError) return { ok: false, problems: err.problems };
    throw err;
  }
}
