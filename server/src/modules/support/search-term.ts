/** A mobile number as stored (639XXXXXXXXX) from how a person reads it out: 0917…, +63 917…, 917…. */
export function storedMobile(term: string): string | null {
  const digits = term.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^639\d{9}$/.test(digits)) return digits;
  if (/^09\d{9}$/.test(digits)) return `63${digits.slice(1)}`;
  if (/^9\d{9}$/.test(digits)) return `63${digits}`;
  return null;
}

/** The words of a name look-up, lower case, as LIKE prefixes (the wildcards typed are taken literally). */
export const namePrefixes = (term: string): string[] =>
  term
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0 && /\p{L}/u.test(w))
    .slice(0, 4)
    .map((w) => `${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
