import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionsReport } from '../api/treasury-types';
import { setStaffToken } from '../console-token';
import { AbstractActions } from './abstract-actions';
import { CollectionsCharts } from './collections-charts';
import { FeeScheduleEditor } from './fee-schedule-editor';
import { SettlementView } from './settlement-view';
import { stubConsoleApi } from './console-test-api';

beforeEach(() => {
  setStaffToken('staff_test');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt = (or: string, paidAt: string, amount: number) => ({
  transaction_id: Number(or.slice(-1)),
  taxpayer_id: 1,
  or_number: or,
  paid_at: paidAt,
  reference: `BYN-${or}`,
  payor: 'Maria Santos',
  transaction_type: 'NEW',
  channel: 'sandbox',
  collector: null,
  collector_key: 'online:sandbox',
  lines: [],
  amount,
  convenience_fee: 2_500,
  adjustment: null,
});

const REPORT: CollectionsReport = {
  date: '2026-11-20',
  // 09:15 and 14:05 Manila.
  receipts: [
    receipt('OR-1', '2026-11-20T01:15:00Z', 50_000),
    receipt('OR-2', '2026-11-20T06:05:00Z', 120_000),
  ],
  groups: [
    {
      key: 'online:sandbox',
      channel: 'sandbox',
      collector: null,
      count: 2,
      amount: 170_000,
      convenience_fee: 5_000,
      funds: { GF: 170_000 },
    },
    {
      key: 'staff:3',
      channel: 'counter',
      collector: 'Consuelo Kahera',
      count: 0,
      amount: 0,
      convenience_fee: 0,
      funds: {},
    },
  ],
  totals: {
    count: 2,
    amount: 170_000,
    convenience_fee: 5_000,
    collected: 175_000,
    funds: { GF: 170_000 },
    natures: [],
    remittances: [],
  },
};

describe("the day's and the month's charts", () => {
  it('draws each as one image named by its title and summary, its figures in a table', async () => {
    stubConsoleApi({
      'GET /api/v1/staff/treasury/collections/month': () => ({
        body: {
          data: {
            month: '2026-11',
            days: Array.from({ length: 30 }, (_, i) => ({
              day: `2026-11-${String(i + 1).padStart(2, '0')}`,
              count: i === 19 ? 2 : i === 2 ? 1 : 0,
              amount: i === 19 ? 170_000 : i === 2 ? 30_000 : 0,
            })),
          },
        },
      }),
    });
    render(<CollectionsCharts report={REPORT} />);
    // Named by its title, described by the sentence that is also its caption.
    screen.getByRole('img', {
      name: "The day's collections by hour",
      description: '₱1,700.00 in 2 receipts; the most was collected from 14:00–14:59 (₱1,200.00).',
    });
    screen.getByRole('img', {
      name: "The day's collections by channel",
      description: 'By channel: Online (sandbox gateway) ₱1,700.00; Over the counter ₱0.00.',
    });
    await screen.findByRole('img', {
      name: 'Collections of Nov 2026 by day',
      description: '₱2,000.00 in the month; the most was collected on Nov 20, 2026 (₱1,700.00).',
    });
    const table = screen.getByRole('table', { name: "The day's collections by hour" });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24);
    expect(within(table).getByRole('row', { name: /09:00–09:59 ₱500\.00/ })).toBeTruthy();
  });
});

describe('the Abstract of Collections', () => {
  it('prints it with the collector chosen, and asks why when the same Abstract is printed again', async () => {
    let printed = 0;
    const calls = stubConsoleApi({
      'POST /api/v1/staff/treasury/abstract/print': (body) => {
        const reason = (body as { reason?: string }).reason;
        if (printed > 0 && !reason)
          return {
            status: 422,
            body: { message: 'Say why.', errors: { reason: ['Say why the document is printed again.'] } },
          };
        printed += 1;
        return { body: {} };
      },
    });
    render(<AbstractActions report={REPORT} />);
    await userEvent.selectOptions(screen.getByLabelText('Collector'), 'Consuelo Kahera · Over the counter');
    await userEvent.click(screen.getByRole('button', { name: 'Print the Abstract (PDF)' }));
    expect(await screen.findByText('The Abstract of Collections was printed.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ date: '2026-11-20', collector: 'staff:3' });
    await userEvent.click(screen.getByRole('button', { name: 'Print the Abstract (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print the Abstract again' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The copy was torn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The Abstract of Collections was printed.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      date: '2026-11-20',
      collector: 'staff:3',
      reason: 'The copy was torn',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the gateway's settlement report", () => {
  it('is asked for on demand, and lists each mismatch with what to do about it', async () => {
    const item = (kind: string, action: string, reference: string, difference: number | null = null) => ({
      kind,
      action,
      payment_id: `pay_${reference}`,
      checkout_id: null,
      transaction_id: 1,
      reference,
      or_number: null,
      gateway_amount: 10_000,
      portal_amount: 10_000,
      difference,
      at: '2026-11-20T01:00:00Z',
    });
    const calls = stubConsoleApi({
      'GET /api/v1/staff/treasury/settlement': () => ({
        body: {
          data: {
            date: '2026-11-20',
            gateway: 'sandbox',
            report: { count: 3, amount: 30_000, fee: 750, net: 29_250, refunded: 0 },
            portal: { count: 2, amount: 15_000, convenience_fee: 5_000, expected: 20_000 },
            items: [
              item('paid_without_receipt', 'refund_unknown', 'BYN-A'),
              item('amount_difference', 'refund_excess', 'BYN-B', 100),
            ],
          },
        },
      }),
    });
    render(<SettlementView date="2026-11-20" />);
    expect(calls).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: "Compare with the gateway's settlement report" }),
    );
    const paid = await screen.findByRole('region', {
      name: 'Paid at the gateway without an official receipt: 1',
    });
    expect(paid.textContent).toMatch(/No checkout of the portal matches this payment/);
    const differ = screen.getByRole('region', { name: "Amounts that differ from the gateway's: 1" });
    expect(differ.textContent).toMatch(/Difference: ₱1\.00/);
    expect(differ.textContent).toMatch(/Refund the excess to the payor at the gateway/);
    expect(
      screen.getByRole('region', { name: "Official receipts the gateway's report does not show: 0" })
        .textContent,
    ).toMatch(/Nothing here/);
    expect(screen.getByText('₱292.50')).toBeTruthy();
  });
});

describe('the fee schedule in the browser', () => {
  it('lists every problem a check finds, focused, and loads the fixed schedule as a new version', async () => {
    const calls = stubConsoleApi({
      'GET /api/v1/staff/fee_schedule': () => ({
        body: {
          data: { version: 3, origin: 'staff:2', stored_at: '2026-11-19T02:00:00Z', source: 'fees: []\n' },
        },
      }),
      'POST /api/v1/staff/fee_schedule/check': (body) =>
        String((body as { source: string }).source).includes('lots')
          ? {
              status: 422,
              body: {
                message: 'invalid',
                errors: {
                  source: ['fees[0].amount: "lots" is not an amount', 'rules: a mapping of rule names'],
                },
              },
            }
          : { body: { data: { valid: true, rules: 1 } } },
      'PUT /api/v1/staff/fee_schedule': () => ({ body: { data: { version: 4 } } }),
    });
    render(<FeeScheduleEditor />);
    const field = await screen.findByLabelText('The fee schedule (YAML)');
    expect((field as HTMLTextAreaElement).value).toBe('fees: []\n');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('fees: [{ code: A, label: A, amount: lots }]');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const problems = await screen.findByRole('alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['fees[0].amount: "lots" is not an amount', 'rules: a mapping of rule names']);
    expect(document.activeElement).toBe(problems);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.paste('fees: []');
    await userEvent.click(screen.getByRole('button', { name: 'Load the schedule' }));
    expect(await screen.findByText('Version 4 is loaded: the next assessment uses it.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ source: 'fees: []' });
  });
});
