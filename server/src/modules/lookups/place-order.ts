// The order a person looks for a place in: regions by their number, as the PSA lists them, and
// a city under its own name ("City of Tagbilaran" under T, beside Tagum), not all under C.

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50 };

function romanValue(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i += 1) {
    const value = ROMAN[numeral[i] ?? ''] ?? 0;
    const next = ROMAN[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * A region's place in the PSA's list: NCR, CAR, Region I … XIII, with MIMAROPA (IV-B) after
 * IV-A, the Negros Island Region after VI, and BARMM last. A name it does not know goes after
 * them (then by name).
 */
export function regionRank(name: string): number {
  const numbered = /^Region\s+([IVXL]+)(?:-([AB]))?\b/i.exec(name);
  if (numbered) {
    const suffix = numbered[2]?.toUpperCase();
    return romanValue((numbered[1] ?? '').toUpperCase()) * 10 + (suffix === 'A' ? 1 : suffix === 'B' ? 2 : 0);
  }
  if (/\(NCR\)|National Capital Region/i.test(name)) return 0;
  if (/\(CAR\)|Cordillera/i.test(name)) return 5;
  if (/MIMAROPA/i.test(name)) return 42;
  if (/\(NIR\)|Negros Island/i.test(name)) return 65;
  if (/\(BARMM\)|Bangsamoro/i.test(name)) return 200;
  return 1000;
}

/** The name a place is alphabetised by: "City of Tagbilaran" → "tagbilaran". */
export function placeSortName(name: string): string {
  return name
    .replace(/^City of\s+/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Compares two places of one list: regions by rank, everything by its sort name, then code. */
export function comparePlaces<T extends { name: string; code: string; level?: string }>(a: T, b: T): number {
  if (a.level === 'region' && b.level === 'region') {
    const byRank = regionRank(a.name) - regionRank(b.name);
    if (byRank !== 0) return byRank;
  }
  const [x, y] = [placeSortName(a.name), placeSortName(b.name)];
  if (x !== y) return x < y ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}
