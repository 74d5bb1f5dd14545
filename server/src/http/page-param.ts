/** A `?page=` value as a page number from 1 to 10,000 (anything else reads as 1). */
export const pageParam = (raw: string | undefined) =>
  Math.max(1, Math.min(10_000, Number.parseInt(raw ?? '1', 10) || 1));
