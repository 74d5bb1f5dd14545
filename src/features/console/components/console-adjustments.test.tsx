import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdjustmentDetail, ConsoleApplication as Application, StaffMember } from '../api/console-types';
import { setStaffToken } from '../console-token';
import { AdjustmentsQueue } from './adjustments-queue';
import { CollectionsAdjustments } from './collections-adjustments';
import { ConsoleApplication } from './console-application';
import { stubConsoleApi, type Call } from './console-test-api';

// Issue 25 in the console: an assessment lowered past the share says so before it is sent and
// goes for approval; the second officer approves with a reason; the one who made it cannot.

const ASSESSOR: StaffMember = {
  id: 3,
  username: 'ana',
  name: 'Ana Reyes',
  roles: ['treasury'],
  permissions: ['applications.view', 'applications.assess'],
  offices: ['treasury'],
};
const TREASURER: StaffMember = {
  ...ASSESSOR,
  id: 5,
  username: 'benito',
  name: 'Benito Cruz',
  roles: ['treasurer'],
  permissions: ['applications.view', 'applications.assess', 'assessment.approve'],
};
const APP: Application = {
  id: 7,
  reference_number: 'BPLS-0007',
  title: { en: 'Business permit (new)', fil: 'Business permit (bago)' },
  status: 'FOR ASSESSMENT (TREASURY)',
  state: 'info',
  description: { en: 'Assessed by the treasury', fil: 'Tinatasa' },
  next: ['WAITING FOR PAYMENT', 'COMPUTED', 'FOR RESUBMISSION', 'REJECTED'],
  amount: 0,
  applicant: { name: 'Maria Santos', mobile_number: null, email: null },
  submitted_at: '2026-11-20T02:00:00Z',
  steps: [],
  requirements: [],
  audit: [],
};
const MAYOR = { code: 'MP', label: "Mayor's permit", basis: 'Fixed', amount: 50_000 };
const FIRE = { code: 'FIRE', label: 'Fire safety', basis: 'Fixed', amount: 50_000 };
const LINES = [MAYOR, FIRE];
const PENDING: AdjustmentDetail = {
  id: 1,
  state: 'pending',
  schedule_lines: LINES,
  schedule_total: 100_000,
  lines: [
    { ...MAYOR, amount: 1 },
    { ...FIRE, amount: 0 },
  ],
  adjusted_total: 1,
  share_below_bp: 9_999,
  approval_share_bp: 1_000,
  reason: 'Senior citizen owner',
  adjusted_by: 'Ana Reyes',
  adjusted_at: '2026-11-20T03:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  mine: false,
};

let calls: Call[];
beforeEach(() => setStaffToken('staff_test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the assessment form', () => {
  it('says before sending that a cut past the share needs a second officer, asks for a real reason, and says it was sent', async () => {
    calls = stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: APP } }),
      'GET /api/v1/staff/applications/7/assessment': () => ({
        body: { data: { lines: LINES, total: 100_000, approval_share_bp: 1_000 } },
      }),
      'POST /api/v1/staff/applications/7/assess': () => ({
        body: {
          data: {
            status: 'COMPUTED',
            soa: null,
            adjustment: { id: 1, schedule_total: 100_000, adjusted_total: 1, share_below_bp: 9_999 },
          },
        },
      }),
    });
    render(<ConsoleApplication id="7" me={ASSESSOR} />);
    const fire = await screen.findByLabelText('Amount of Fire safety (₱)');
    expect(screen.getAllByText(/Schedule: ₱500\.00/)).toHaveLength(2);
    // ₱50 off ₱1,000 is 5%: within the 10% share.
    await userEvent.clear(fire);
    await userEvent.type(fire, '450');
    expect(
      screen.getByText(/5\.00% below the schedule\. Within 10\.00% of the schedule: payable at once\./),
    ).toBeTruthy();
    await userEvent.clear(fire);
    await userEvent.type(fire, '0');
    const mayor = screen.getByLabelText("Amount of Mayor's permit (₱)");
    await userEvent.clear(mayor);
    await userEvent.type(mayor, '0.01');
    expect(
      screen.getByText(
        /99\.99% below the schedule\. Lowered by more than 10\.00%: a second officer must approve it/,
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason for the adjustment'), 'Senior');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the assessment' }));
    expect(screen.getByText('The reason must be at least 10 characters.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/assess'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Reason for the adjustment'), ' citizen owner');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the assessment' }));
    expect(
      await screen.findByText(
        /^Sent for approval: ₱0\.01 instead of ₱1,000\.00 \(99\.99% below the schedule\)/,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/assess'))?.body).toEqual({
      lines: [
        { code: 'MP', label: "Mayor's permit", amount: 1 },
        { code: 'FIRE', label: 'Fire safety', amount: 0 },
      ],
      reason: 'Senior citizen owner',
    });
  });
});

describe('an adjustment waiting for approval', () => {
  const computed = (adjustment: AdjustmentDetail) => ({
    body: {
      data: { ...APP, status: 'COMPUTED', next: ['WAITING FOR PAYMENT', 'FOR REASSESSMENT'], adjustment },
    },
  });

  it('shows the schedule beside the adjusted amounts, and tells the officer who made it that another must decide', async () => {
    calls = stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => computed({ ...PENDING, mine: true }),
    });
    render(<ConsoleApplication id="7" me={{ ...TREASURER, name: 'Ana Reyes' }} />);
    const card = await screen.findByRole('region', { name: 'Fee adjustment: Waiting for approval' });
    const table = within(card).getByRole('table');
    expect(within(table).getByRole('row', { name: /Mayor's permit ₱500\.00 ₱0\.01/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Total ₱1,000\.00 ₱0\.01/ })).toBeTruthy();
    expect(within(card).getByText('99.99% below the schedule')).toBeTruthy();
    expect(within(card).getByText(/Another officer must approve or reject it./)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Approve the adjustment' })).toBeNull();
    // Nor is there an assessment form or a payable SOA while it waits.
    expect(screen.queryByRole('button', { name: 'Confirm the assessment' })).toBeNull();
  });

  it('lets a second officer approve it with a reason of 10 or more characters', async () => {
    calls = stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => computed(PENDING),
      'POST /api/v1/staff/applications/7/adjustment/approve': () => ({
        body: {
          data: {
            status: 'WAITING FOR PAYMENT',
            soa: { number: 'BP-SOA-1', total: 1, expires_at: '2026-11-30' },
          },
        },
      }),
    });
    render(<ConsoleApplication id="7" me={TREASURER} />);
    const approve = await screen.findByRole('button', { name: 'Approve the adjustment' });
    await userEvent.click(approve);
    expect(screen.getByText('Say why you approve or reject this adjustment.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason for your decision'), 'ok');
    await userEvent.click(approve);
    expect(screen.getByText('The reason must be at least 10 characters.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason for your decision'), ' — ordinance 2026-14');
    await userEvent.click(approve);
    expect(await screen.findByText('Approved: SOA BP-SOA-1, ₱0.01, is now payable.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/approve'))?.body).toEqual({
      reason: 'ok — ordinance 2026-14',
    });
  });

  it('is listed in the queue of adjustments waiting for approval, with both amounts and who adjusted', async () => {
    stubConsoleApi({
      'GET /api/v1/staff/assessment_adjustments': (_body, url) => ({
        body: {
          data:
            url.searchParams.get('state') === 'pending'
              ? [
                  {
                    id: 1,
                    application_id: 7,
                    reference_number: 'BPLS-0007',
                    title: APP.title,
                    applicant: 'Maria Santos',
                    status: 'COMPUTED',
                    state: 'pending',
                    schedule_total: 100_000,
                    adjusted_total: 1,
                    share_below_bp: 9_999,
                    approval_share_bp: 1_000,
                    reason: 'Senior citizen owner',
                    adjusted_by: 'Ana Reyes',
                    adjusted_at: '2026-11-20T03:00:00Z',
                    decided_by: null,
                    decided_at: null,
                    decision_reason: null,
                    soa_number: null,
                  },
                ]
              : [],
          meta: {
            counts: { pending: 1, approved: 0, rejected: 0, not_required: 0 },
            pagination: { total: 1, count: 1, per_page: 20, current_page: 1, total_pages: 1 },
          },
        },
      }),
    });
    render(<AdjustmentsQueue />);
    expect(await screen.findByRole('link', { name: 'Open BPLS-0007' })).toBeTruthy();
    expect(screen.getByText('₱0.01 instead of ₱1,000.00')).toBeTruthy();
    expect(screen.getByText('99.99%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Waiting for approval (1)' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe("the day's collections", () => {
  const receipt = {
    transaction_id: 9,
    taxpayer_id: 1,
    or_number: 'OR-0009',
    paid_at: '2026-11-20T05:00:00Z',
    reference: 'BPLS-0007',
    payor: 'Maria Santos',
    transaction_type: 'NEW',
    channel: 'sandbox',
    collector: null,
    collector_key: 'online:sandbox',
    lines: [],
    amount: 50_000,
    convenience_fee: 2_500,
    adjustment: null,
  };
  const report = (adjusted: boolean) => ({
    date: '2026-11-20',
    receipts: [
      { ...receipt, or_number: 'OR-0008', transaction_id: 8 },
      {
        ...receipt,
        adjustment: adjusted
          ? {
              schedule_total: 157_500,
              adjusted_total: 50_000,
              share_below_bp: 6_825,
              reason: 'Ordinance 2026-14',
              adjusted_by: 'Ana Reyes',
              adjusted_at: '2026-11-20T03:00:00Z',
              approved_by: 'Benito Cruz',
              approved_at: '2026-11-20T04:00:00Z',
            }
          : null,
      },
    ],
    groups: [],
    totals: {
      count: 2,
      amount: 100_000,
      convenience_fee: 5_000,
      collected: 105_000,
      funds: {},
      natures: [],
      remittances: [],
    },
  });

  it('lists the receipts collected other than the schedule with the schedule amount and both officers', () => {
    render(<CollectionsAdjustments report={report(true)} />);
    const table = screen.getByRole('table', { name: 'Collected other than the fee schedule' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toMatch(
      /OR-0009.*₱1,575\.00.*₱500\.00.*68\.25%.*Ana Reyes.*Benito Cruz.*Ordinance 2026-14/,
    );
    cleanup();
    render(<CollectionsAdjustments report={report(false)} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
