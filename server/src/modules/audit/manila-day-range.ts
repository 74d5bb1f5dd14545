/** The start of a Manila calendar day (YYYY-MM-DD) as an instant; null when it is not a real day. */
export function manilaDayStart(day: string | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  // 2026-02-30 parses as 2 March: not a day anyone chose.
  const utc = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== day) return null;
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant a Manila day ends (the next day's start); null when it is not a real day. */
export const manilaDayEnd = (day: string | undefined) => {
  const start = manilaDayStart(day);
  return start && new Date(start.getTime() + 86_400_000);
};
