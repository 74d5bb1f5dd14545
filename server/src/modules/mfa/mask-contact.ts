/**
 * A contact as the confirm-contact screen shows it (§5): the characters at positions 2 to 8
 * hidden ('6*******4567', 'a*******@example.ph'). The full contact is never sent before the
 * second factor.
 */
export function maskContact(contact: string | null): string | null {
  if (contact === null) return null;
  return [...contact].map((ch, i) => (i >= 1 && i <= 7 ? '*' : ch)).join('');
}
