/** Today's date in Manila (YYYY-MM-DD): the treasury's day, whatever the browser's zone. */
export const todayInManila = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
