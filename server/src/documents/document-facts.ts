import { inArray } from 'drizzle-orm';
import { formatDate, formatDateTime } from '@/domain/format/format-date';
import { formatCentavos } from '@/domain/money/centavos';
import type { Db } from '../db/client';
import { barangays, places } from '../db/schema';
import type { DocumentKind, FactValue } from './document-kind';
import type { IssuedDocument } from './issue-document';

/** What a value is read against: the facts (or one row of them) and the document itself. */
export interface FactScope {
  facts: Readonly<Record<string, unknown>>;
  document: Pick<IssuedDocument, 'number' | 'validUntil' | 'issuedByName' | 'issuedAt'>;
  /** The name of a place or barangay code ('' when unknown). */
  placeName: (code: string) => string;
}

const OWN: Record<string, (d: FactScope['document']) => unknown> = {
  $number: (d) => d.number,
  $valid_until: (d) => d.validUntil,
  $issued_by: (d) => d.issuedByName,
  $issued_at: (d) => d.issuedAt,
};

function raw(key: string, scope: FactScope): unknown {
  const own = OWN[key];
  return own ? own(scope.document) : scope.facts[key];
}

const plain = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : '';

/** A value as the document prints it ('' when blank). */
export function factText(value: FactValue, scope: FactScope): string {
  if (typeof value === 'string') return plain(raw(value, scope));
  if ('literal' in value) return value.literal;
  if ('words' in value) {
    const stored = plain(raw(value.words, scope));
    return Object.hasOwn(value.of, stored) ? (value.of[stored] ?? stored) : stored;
  }
  if ('join' in value) {
    return value.join
      .map((v) => factText(v, scope))
      .filter(Boolean)
      .join(value.with ?? ' ');
  }
  if ('first' in value) return value.first.map((v) => factText(v, scope)).find(Boolean) ?? '';
  if ('address' in value) {
    const { street, places: codes } = value.address;
    return [
      street ? plain(raw(street, scope)) : '',
      ...codes.map((c) => scope.placeName(plain(raw(c, scope)))),
    ]
      .filter(Boolean)
      .join(', ');
  }
  if ('money' in value) {
    const centavos = raw(value.money, scope);
    // A PDF prints the sign as PHP (its fonts have no ₱: pdf-layout's printable).
    return typeof centavos === 'number' && Number.isSafeInteger(centavos)
      ? formatCentavos(centavos, { sign: value.sign !== false })
      : '';
  }
  const at = raw('date' in value ? value.date : value.datetime, scope);
  if (!(typeof at === 'string' || at instanceof Date) || at === '') return '';
  return 'date' in value ? formatDate(at) : formatDateTime(at);
}

/** The place codes an entry's address values read from these facts (looked up once per document). */
function placeCodes(entry: DocumentKind, facts: Readonly<Record<string, unknown>>): string[] {
  const codes: string[] = [];
  const visit = (value: FactValue) => {
    if (typeof value === 'string') return;
    if ('join' in value) value.join.forEach(visit);
    else if ('first' in value) value.first.forEach(visit);
    else if ('address' in value)
      codes.push(...value.address.places.map((c) => plain(facts[c])).filter(Boolean));
  };
  for (const block of entry.template.blocks) {
    if ('row' in block) visit(block.value);
    else if ('text' in block) visit(block.text);
  }
  entry.verify.forEach((v) => visit(v.value));
  return codes;
}

/** The names of the places an entry prints for these facts: region/province/city and barangay tables. */
export async function placeNamesFor(db: Db, entry: DocumentKind, facts: Readonly<Record<string, unknown>>) {
  const codes = [...new Set(placeCodes(entry, facts))];
  const names = new Map<string, string>();
  if (codes.length > 0) {
    const [found, villages] = await Promise.all([
      db.select({ code: places.code, name: places.name }).from(places).where(inArray(places.code, codes)),
      db
        .select({ code: barangays.code, name: barangays.name })
        .from(barangays)
        .where(inArray(barangays.code, codes)),
    ]);
    for (const row of [...found, ...villages]) names.set(row.code, row.name);
  }
  return (code: string) => names.get(code) ?? '';
}
