import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApplication as Application, LabSheet, StaffMember } from '../api/console-types';
import { setStaffToken } from '../console-token';
import { ConsoleApplication } from './console-application';
import { stubConsoleApi } from './console-test-api';

const ME: StaffMember = {
  id: 4,
  username: 'lito',
  name: 'Lito Cruz',
  roles: ['health'],
  permissions: ['applications.view', 'applications.review', 'applications.lab'],
  offices: ['health'],
};
const word = (en: string) => ({ en, fil: en });
const sheet = (xray: LabSheet['tests'][number]['result']): LabSheet => ({
  tests: [
    {
      code: 'STOOL',
      label: word('Stool examination'),
      result: {
        passed: true,
        finding: 'NEGATIVE',
        examined_on: '2026-11-28',
        recorded_at: '2026-11-28T01:00:00Z',
      },
    },
    { code: 'XRAY', label: word('Chest x-ray'), result: xray },
  ],
});
const application = (status: string, next: string[], lab: LabSheet): Application => ({
  id: 12,
  reference_number: 'BYN-261128-ABCDEFGH',
  title: word('Health Certificate (Ambulant Vendor)'),
  status,
  state: 'warning',
  description: word(status),
  next,
  amount: 0,
  applicant: { name: 'Ana Garcia', mobile_number: '639171234567', email: null },
  submitted_at: '2026-11-27T02:00:00Z',
  steps: [],
  requirements: [],
  audit: [],
  lab,
});

beforeEach(() => setStaffToken('staff_abc'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s laboratory step', () => {
  it('sends a reviewed application to the laboratory', async () => {
    let status = 'PENDING';
    const calls = stubConsoleApi({
      'GET /api/v1/staff/applications/12': () => ({
        body: {
          data: application(
            status,
            status === 'PENDING' ? ['PENDING LAB TEST', 'REJECTED'] : [],
            sheet(null),
          ),
        },
      }),
      'POST /api/v1/staff/applications/12/moves': () => {
        status = 'PENDING LAB TEST';
        return { body: { data: { id: 12, from: 'PENDING', status } } };
      },
    });
    render(<ConsoleApplication id="12" me={ME} />);
    // Not at the laboratory yet: the results are shown, no form.
    expect(await screen.findByRole('region', { name: 'Laboratory results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the result' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send to the laboratory' }));
    expect(await screen.findByText('The application is now PENDING LAB TEST.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'PENDING LAB TEST' });
    expect(await screen.findByRole('button', { name: 'Record the result' })).toBeTruthy();
  });

  it('records a test’s result, checks the form first, and says where the application stands', async () => {
    let lab = sheet(null);
    let status = 'PENDING LAB TEST';
    const calls = stubConsoleApi({
      'GET /api/v1/staff/applications/12': () => ({ body: { data: application(status, [], lab) } }),
      'POST /api/v1/staff/applications/12/lab_results': () => {
        lab = sheet({
          passed: true,
          finding: 'NORMAL',
          examined_on: '2026-11-28',
          recorded_at: '2026-11-28T02:00:00Z',
        });
        status = 'WAITING FOR PAYMENT';
        return { body: { data: { id: 12, status, lab } } };
      },
    });
    render(<ConsoleApplication id="12" me={ME} />);
    const card = await screen.findByRole('region', { name: 'Laboratory results' });
    expect(within(card).getByText(/Passed: NEGATIVE, examined/)).toBeTruthy();
    expect(within(card).getByText(/Not recorded yet/)).toBeTruthy();
    // Only the test still to pass is offered.
    const test = within(card).getByLabelText('Laboratory test');
    expect(
      within(test)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chest x-ray']);

    await userEvent.click(within(card).getByRole('button', { name: 'Record the result' }));
    expect(within(card).getByText('Finding field is Required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(card).getByLabelText('Finding'), 'Normal');
    await userEvent.click(within(card).getByRole('button', { name: 'Record the result' }));
    expect(await screen.findByText('The application is now WAITING FOR PAYMENT.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      test: 'XRAY',
      passed: '1',
      finding: 'Normal',
    });
    expect(screen.queryByRole('button', { name: 'Record the result' })).toBeNull();
  });

  it('shows a failed result and offers its retest', async () => {
    const failed = {
      passed: false,
      finding: 'OPACITY',
      examined_on: '2026-11-28',
      recorded_at: '2026-11-28T02:00:00Z',
    };
    stubConsoleApi({
      'GET /api/v1/staff/applications/12': () => ({
        body: { data: application('PENDING LAB TEST', [], sheet(failed)) },
      }),
    });
    render(<ConsoleApplication id="12" me={ME} />);
    const card = await screen.findByRole('region', { name: 'Laboratory results' });
    expect(within(card).getByText(/Did not pass: OPACITY/)).toBeTruthy();
    expect(within(card).getByText(/record a retest/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Record the result' })).toBeTruthy();
  });
});
