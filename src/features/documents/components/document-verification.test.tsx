import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { DocumentVerification } from './document-verification';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const permit = (extra: Record<string, unknown> = {}) => ({
  data: {
    kind: 'business-permit',
    title: { en: 'Business Permit', fil: 'Permiso sa Negosyo' },
    noun: { en: 'permit', fil: 'permiso' },
    number: 'BP-2026-000001',
    valid: true,
    status: 'VALID',
    valid_until: '2026-12-31',
    issued_at: '2026-03-02T01:00:00.000Z',
    fields: [
      { label: { en: 'Business Name', fil: 'Pangalan ng Negosyo' }, value: "ALING NENA'S SARI-SARI STORE" },
    ],
    ...extra,
  },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLocale('en');
});

describe('the public verification of a document', () => {
  it('says a permit is valid, with what its kind shows, its number and validity', async () => {
    fetchMock.mockResolvedValue(json(permit()));
    render(<DocumentVerification code="abcdefghijklmnopqrst" />);
    expect(await screen.findByText('This permit is valid.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Permit Verification' })).toBeTruthy();
    expect(screen.getByText('Business Name')).toBeTruthy();
    expect(screen.getByText("ALING NENA'S SARI-SARI STORE")).toBeTruthy();
    expect(screen.getByText('BP-2026-000001')).toBeTruthy();
    expect(screen.getByText('Valid Until')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/documents/verify/abcdefghijklmnopqrst');
  });

  it('names any kind by its own words, and the day a document valid always was issued', async () => {
    fetchMock.mockResolvedValue(
      json(
        permit({
          kind: 'official-receipt',
          title: { en: 'Official Receipt', fil: 'Opisyal na Resibo' },
          noun: { en: 'receipt', fil: 'resibo' },
          number: 'OR-000123',
          valid_until: null,
          fields: [{ label: { en: 'Total Paid', fil: 'Kabuuang Binayaran' }, value: '₱1,600.00' }],
        }),
      ),
    );
    render(<DocumentVerification code="abcdefghijklmnopqrst" />);
    expect(await screen.findByText('This receipt is valid.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Official Receipt Verification' })).toBeTruthy();
    expect(screen.getByText('Issued On')).toBeTruthy();
    expect(screen.getByText('₱1,600.00')).toBeTruthy();
  });

  it('says expired, and not valid for an unknown code', async () => {
    fetchMock.mockResolvedValueOnce(
      json(permit({ valid: false, status: 'EXPIRED', valid_until: '2020-12-31' })),
    );
    render(<DocumentVerification code="abcdefghijklmnopqrst" />);
    expect(await screen.findByText('This permit has expired.')).toBeTruthy();
    cleanup();
    fetchMock.mockResolvedValueOnce(json({ message: 'No document has this verification code.' }, 404));
    render(<DocumentVerification code="zzzzzzzzzzzzzzzzzzzz" />);
    expect(await screen.findByText('This document is not valid.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Document Verification' })).toBeTruthy();
  });

  it('speaks Filipino with the kind’s Filipino words', async () => {
    await switchLocale('fil');
    fetchMock.mockResolvedValue(json(permit()));
    render(<DocumentVerification code="abcdefghijklmnopqrst" />);
    expect(await screen.findByText('May bisa ang permiso na ito.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Beripikasyon ng Permiso sa Negosyo' })).toBeTruthy();
    expect(screen.getByText('Pangalan ng Negosyo')).toBeTruthy();
  });
});
