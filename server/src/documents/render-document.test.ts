import { describe, expect, it } from 'vitest';
import type { DocumentKind } from './document-kind';
import { collidingLines, drawnTexts } from './pdf/pdf-text-test-kit';
import { factText } from './document-facts';
import { renderDocument } from './render-document';

// A certificate as a kind would write one: rows, a list, and amount lines.
const entry: DocumentKind = {
  kind: 'test-certificate',
  title: { en: 'Test Certificate', fil: 'Sertipiko' },
  noun: { en: 'certificate', fil: 'sertipiko' },
  validity: 'always',
  issued: 'on release',
  template: {
    paper: 'A4',
    office: 'Office of the Mayor',
    heading: 'CERTIFICATE',
    numberLabel: 'Certificate No.',
    blocks: [
      { row: 'Name', value: { first: [{ join: ['first_name', 'last_name'] }, 'business_name'] } },
      {
        row: 'Address',
        value: { address: { street: 'street', places: ['barangay_code', 'municipality_code'] } },
      },
      { row: 'Nickname', value: 'nickname', hideEmpty: true },
      { heading: 'Activities' },
      { list: 'activities', item: { join: ['line_of_business', 'service'], with: ': ' }, max: 60 },
      { lines: 'lines', total: { money: 'total' }, totalLabel: 'Total' },
      { row: 'Issued on', value: { date: '$issued_at' } },
    ],
    qrNote: 'Scan the code to check this certificate:',
    notes: 'Issued electronically.',
  },
  verify: [],
  fileName: '{number}.pdf',
};

const LONG_STREET =
  'BLOCK 12 LOT 34 PHASE 5 SAMPAGUITA STREET CORNER ILANG-ILANG AVENUE, GREENFIELDS SUBDIVISION';
const render = (facts: Record<string, unknown>) =>
  renderDocument(
    entry,
    {
      facts,
      document: {
        number: 'TC-2026-000001',
        validUntil: null,
        issuedByName: '',
        issuedAt: new Date('2026-05-04T10:00:00+08:00'),
      },
      placeName: (code) => ({ '0101': 'SAN ISIDRO', '01': 'CITY OF ANTIPOLO' })[code] ?? '',
    },
    {
      lguName: 'City of Bayan',
      logoPng: null,
      verifyUrl: 'https://bayan.example/verify/AAAAAAAAAAAAAAAAAAAA',
    },
  );

describe('a document laid out from its template', () => {
  it('moves what follows a wrapped value below it: an address never runs into the next label', async () => {
    const texts = await drawnTexts(
      await render({
        first_name: 'NENA',
        last_name: 'REYES',
        street: LONG_STREET,
        barangay_code: '0101',
        municipality_code: '01',
        activities: [{ line_of_business: 'RETAIL', service: 'SARI-SARI STORE' }],
      }),
    );
    const address = texts.filter(
      (t) => t.y <= (texts.find((l) => l.text === 'Address')?.y ?? 0) && t.x > 150,
    );
    const heading = texts.find((t) => t.text === 'Activities');
    expect(address.map((t) => t.text).join(' ')).toContain(
      'GREENFIELDS SUBDIVISION, SAN ISIDRO, CITY OF ANTIPOLO',
    );
    const lastAddressLine = Math.min(...address.filter((t) => t.y > (heading?.y ?? 0)).map((t) => t.y));
    // The heading's top (its baseline plus its size) is below the address's last line.
    expect((heading?.y ?? 0) + (heading?.size ?? 0)).toBeLessThan(lastAddressLine);
    expect(collidingLines(texts)).toEqual([]);
    expect(texts.find((t) => t.text === 'NENA REYES')).toBeDefined();
    expect(texts.some((t) => t.text === 'Nickname')).toBe(false);
  });

  it('continues a long body on the next page and keeps the QR’s place on each page free', async () => {
    const activities = Array.from({ length: 60 }, (_, i) => ({
      line_of_business: `LINE ${String(i + 1)}`,
      service: 'SERVICE',
    }));
    const texts = await drawnTexts(
      await render({
        business_name: 'BIG STORE',
        activities,
        lines: [{ label: 'Fee', basis: 'Fixed fee', amount: 12_345 }],
        total: 12_345,
      }),
    );
    const pages = Math.max(...texts.map((t) => t.page));
    expect(pages).toBe(2);
    const qrNote = texts.find((t) => t.text.startsWith('Scan the code'));
    expect(qrNote?.page).toBe(2);
    // Nothing of the body is drawn where the QR code and its notes go (the bottom 170 points of A4).
    const body = texts.filter((t) => t.x < 180 && !t.text.startsWith('Scan'));
    expect(Math.min(...body.map((t) => t.y))).toBeGreaterThan(56 + 130 + 22);
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining(['60. LINE 60: SERVICE', 'PHP 123.45', 'Total']),
    );
    expect(collidingLines(texts)).toEqual([]);
  });

  it('prints the peso sign as PHP and what else the fonts cannot encode as ?', async () => {
    const texts = await drawnTexts(
      await render({
        business_name: 'CAFÉ ☕ NIÑO',
        lines: [{ label: 'Business tax', basis: '0.05% of ₱150,000.00 capital', amount: 7_500 }],
        total: 7_500,
      }),
    );
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining(['CAFÉ ? NIÑO', 'Business tax', '0.05% of PHP 150,000.00 capital']),
    );
  });
});

describe('a fact in words', () => {
  const scope = (card: string) => ({
    facts: { card_type: card },
    document: { number: 'X-1', validUntil: null, issuedByName: '', issuedAt: new Date() },
    placeName: () => '',
  });
  const card = { words: 'card_type', of: { WHITE_CARD: 'WHITE (FOOD HANDLER)' } } as const;

  it('prints a stored choice by the entry’s table, and a value the table lacks as it was stored', () => {
    expect(factText(card, scope('WHITE_CARD'))).toBe('WHITE (FOOD HANDLER)');
    expect(factText(card, scope('BLUE_CARD'))).toBe('BLUE_CARD');
    // Only the table's own keys: 'constructor' is not a word of it.
    expect(factText(card, scope('constructor'))).toBe('constructor');
  });
});
