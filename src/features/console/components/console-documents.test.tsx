import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IssuedDocument } from '../api/console-types';
import { setStaffToken } from '../console-token';
import { ConsoleDocuments } from './console-documents';

const permit = (prints: number): IssuedDocument => ({
  id: 31,
  kind: 'business-permit',
  title: { en: 'Business Permit', fil: 'Permiso sa Negosyo' },
  number: 'BP-2026-000001',
  valid_until: '2026-12-31',
  issued_at: '2026-11-20T02:00:00Z',
  prints,
});
const receipt: IssuedDocument = {
  id: 30,
  kind: 'official-receipt',
  title: { en: 'Official Receipt', fil: 'Opisyal na Resibo' },
  number: 'OR-000123',
  valid_until: null,
  issued_at: '2026-11-19T02:00:00Z',
  prints: 0,
};

let posted: { path: string; body: unknown; auth: string | null }[];
let printsSoFar: number;
beforeEach(() => {
  posted = [];
  printsSoFar = 0;
  setStaffToken('staff-token-0123456789abcdef');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if ((init?.method ?? 'GET') === 'GET') {
        return Promise.resolve(Response.json({ data: [receipt, permit(printsSoFar)] }));
      }
      const body = JSON.parse(String(init?.body)) as { reason?: string };
      posted.push({ path, body, auth: new Headers(init?.headers).get('Authorization') });
      if (printsSoFar > 0 && !body.reason) {
        return Promise.resolve(
          Response.json(
            {
              message: 'The given data was invalid.',
              errors: { reason: ['Say why the document is printed again.'] },
            },
            { status: 422 },
          ),
        );
      }
      printsSoFar += 1;
      return Promise.resolve(
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="business-permit-BP-2026-000001.pdf"',
          },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setStaffToken(null);
});

describe('the application’s documents in the console', () => {
  it('lists each issued document with Print, and prints one with the staff token', async () => {
    render(<ConsoleDocuments applicationId={7} status="RELEASED" canPrint />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/Official Receipt OR-000123/)).toBeTruthy();
    expect(within(list).getByText(/Business Permit BP-2026-000001 · valid until Dec 31, 2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Print Business Permit BP-2026-000001' }));
    expect(await screen.findByText('Printed Business Permit BP-2026-000001.')).toBeTruthy();
    expect(posted).toEqual([
      { path: '/api/v1/staff/documents/31/print', body: {}, auth: 'Bearer staff-token-0123456789abcdef' },
    ]);
    // Printed once: the next is a reprint.
    expect(
      await screen.findByRole('button', { name: 'Print again Business Permit BP-2026-000001' }),
    ).toBeTruthy();
    expect(screen.getByText(/printed once/)).toBeTruthy();
  });

  it('asks why before printing again, and sends the reason', async () => {
    printsSoFar = 1;
    render(<ConsoleDocuments applicationId={7} status="RELEASED" canPrint />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Print again Business Permit BP-2026-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Print again Business Permit BP-2026-000001' });
    expect(
      within(dialog).getByText("Kept in the document's print record, with who printed it and when."),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The first copy was torn.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Printed Business Permit BP-2026-000001.')).toBeTruthy();
    expect(posted.at(-1)?.body).toEqual({ reason: 'The first copy was torn.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the documents without Print to a member who may not print (documents.print)', async () => {
    render(<ConsoleDocuments applicationId={7} status="RELEASED" canPrint={false} />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/Business Permit BP-2026-000001/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when nothing is issued yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ data: [] }))),
    );
    const { container } = render(<ConsoleDocuments applicationId={7} status="PENDING" canPrint />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
