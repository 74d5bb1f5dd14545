/** Payment quarters (§9). */
const QUARTERS = [1, 2, 3, 4] as const;
/** Paying up to the 4th quarter pays the whole year (§4). */
export const WHOLE_YEAR_QUARTER = 4;
/** The period every RPT property card starts with (§4), and the default qtr_to of manual renewals (§2.10). */
export const DEFAULT_PERIOD = 4;

const LABELS = ['1st', '1st', '2nd', '3rd', '4th'] as const;

/** A quarter's label; 0 shows as '1st' as in the original screens (§9), anything above 4 as '4th'. */
export const quarterLabel = (quarter: number): string =>
  LABELS[Math.min(Math.max(Math.trunc(quarter), 0), 4)] ?? '1st';

/** Options for a period select, 1st to 4th; `wholeYear` marks the one that pays the whole year. */
export const QUARTER_OPTIONS = QUARTERS.map((value) => ({
  value,
  label: quarterLabel(value),
  wholeYear: value === WHOLE_YEAR_QUARTER,
}));
