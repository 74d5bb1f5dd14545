/**
 * An owner's name as a look-up shows it: each word's first letter and three stars
 * ('NENA REYES' → 'N*** R***'). The payer recognises their own bill by it; anyone typing a
 * stranger's BIN learns no name (the stars do not even tell the length).
 */
export function maskOwnerName(name: string | null): string | null {
  if (!name?.trim()) return null;
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word][0] ?? ''}***`)
    .join(' ');
}
