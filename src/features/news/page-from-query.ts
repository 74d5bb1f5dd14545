/** The list page asked for in `?page=`: a whole number from 1 (anything else is page 1). */
export const pageFromQuery = (search: string): number =>
  Math.min(10_000, Math.max(1, Math.trunc(Number(new URLSearchParams(search).get('page'))) || 1));
