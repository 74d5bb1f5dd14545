// Mask notation shared by the input formatters and the ID-format rules, so what a formatter
// produces is exactly what its rule accepts: '0' or '9' a digit, 'A' or '*' a letter or digit,
// 'S' or 'a' a letter; anything else is a literal such as '-'.
const SLOTS: Readonly<Record<string, RegExp>> = {
  '0': /\d/,
  '9': /\d/,
  A: /[A-Z\d]/,
  '*': /[A-Z\d]/,
  S: /[A-Z]/,
  a: /[A-Z]/,
};
const SLOT_SOURCE: Readonly<Record<string, string>> = {
  '0': '\\d',
  '9': '\\d',
  A: '[A-Z\\d]',
  '*': '[A-Z\\d]',
  S: '[A-Z]',
  a: '[A-Z]',
};

/** Fits typed text into a mask: upper-cases, drops separators and characters a slot refuses. */
export function applyMask(raw: string, mask: string): string {
  const chars = raw.toUpperCase().replace(/[^A-Z\d]/g, '');
  let out = '';
  let filled = 0; // length of `out` up to the last filled slot, so no dangling separator is left
  let i = 0;
  for (const m of mask) {
    const slot = SLOTS[m];
    if (!slot) {
      out += m;
      continue;
    }
    while (i < chars.length && !slot.test(chars[i] ?? '')) i++;
    if (i >= chars.length) break;
    out += chars[i++];
    filled = out.length;
  }
  return out.slice(0, filled);
}

/** The anchored, case-insensitive regex that accepts exactly a completely filled mask. */
export function maskToRegExp(mask: string): RegExp {
  const source = [...mask].map((m) => SLOT_SOURCE[m] ?? m.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('');
  return new RegExp(`^${source}$`, 'i');
}
