// A quarter as one number, year × 4 + quarter − 1, as the roll stores `imported_paid_through`:
// 2025-4 is 8103, and the quarter after it (2026-1) is 8104.

export const quarterIndex = (year: number, quarter: number): number => year * 4 + quarter - 1;

export const quarterOf = (index: number): { year: number; quarter: number } => ({
  year: Math.floor(index / 4),
  quarter: (index % 4) + 1,
});

/** The roll's `paid_through` ('2025-4'; '' = never paid) as a quarter index; undefined when malformed. */
export function parsePaidThrough(text: string): number | null | undefined {
  if (text === '') return null;
  const match = /^(\d{4})-([1-4])$/.exec(text);
  if (!match) return undefined;
  return quarterIndex(Number(match[1]), Number(match[2]));
}

/** A quarter index back as the roll writes it ('2025-4'). */
export function formatPaidThrough(index: number | null): string {
  if (index === null) return '';
  const { year, quarter } = quarterOf(index);
  return `${year}-${quarter}`;
}
