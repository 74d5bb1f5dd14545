/**
 * True when a content or deployment flag is on. The operator CLI stores booleans; a hand-edited
 * content body may hold 'true', 1 or '1' instead, so those count as on too (§9).
 */
export const isFlagOn = (value: unknown): boolean =>
  value === true || value === 1 || value === 'true' || value === '1';
