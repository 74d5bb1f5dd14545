import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApplication as Application, StaffMember } from '../api/console-types';
import { setStaffToken, staffToken } from '../console-token';
import { ConsoleApplication } from './console-application';
import { ConsoleFrame } from './console-frame';
import { stubConsoleApi, type Call, type Handler } from './console-test-api';

let calls: Call[];
const stubApi = (routes: Record<string, Handler>) => {
  calls = stubConsoleApi(routes);
};

const ME: StaffMember = {
  id: 3,
  username: 'ana',
  name: 'Ana Reyes',
  roles: ['licensing'],
  permissions: ['applications.view', 'applications.review', 'applications.return', 'applications.release'],
  offices: ['licensing'],
};
const APP: Application = {
  id: 7,
  reference_number: 'BPLS-0007',
  title: { en: 'Business permit (new)', fil: 'Business permit (bago)' },
  status: 'PENDING',
  state: 'info',
  description: { en: 'Submitted', fil: 'Naipasa' },
  next: ['FOR ASSESSMENT (TREASURY)', 'FOR RESUBMISSION', 'REJECTED'],
  issues: {
    title: { en: 'Business Permit', fil: 'Permiso sa Negosyo' },
    noun: { en: 'permit', fil: 'permiso' },
  },
  amount: 0,
  applicant: { name: 'Maria Santos', mobile_number: '639171234567', email: null },
  submitted_at: '2026-11-20T02:00:00Z',
  steps: [
    {
      id: 'business',
      title: { en: 'Business', fil: 'Negosyo' },
      answers: [
        {
          name: 'business_name',
          label: { en: 'Business name', fil: 'Pangalan ng negosyo' },
          value: { en: 'SARI-SARI', fil: 'SARI-SARI' },
        },
      ],
      groups: [],
    },
  ],
  requirements: [
    { code: 'dti', label: { en: 'DTI certificate', fil: 'DTI certificate' }, required: true, url: null },
  ],
  audit: [
    {
      actor: 'taxpayer:1',
      actor_name: null,
      from: null,
      to: 'PENDING',
      reason: '',
      at: '2026-11-20T02:00:00Z',
    },
  ],
};

beforeEach(() => setStaffToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff sign-in', () => {
  it('enrols the authenticator with the QR shown once, then keeps the staff token', async () => {
    stubApi({
      'POST /api/v1/staff/auth/sign_in': () => ({
        body: {
          data: {
            token: 'staff_abc',
            next: 'enrol',
            enrolment: {
              qr_code_url: 'data:image/png;base64,AA',
              secret: 'JBSWY3DP',
              otpauth_url: 'otpauth://x',
            },
          },
        },
      }),
      'POST /api/v1/staff/auth/code': () => ({
        body: { data: { staff: ME, expires_at: '2026-11-21T00:00:00Z' } },
      }),
      'GET /api/v1/staff/auth/me': () => ({ body: { data: ME } }),
    });
    render(<ConsoleFrame>{(me) => <p>queue of {me.name}</p>}</ConsoleFrame>);
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'secret pass phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByText('JBSWY3DP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('queue of Ana Reyes')).toBeTruthy();
    expect(staffToken()).toBe('staff_abc');
    expect(calls.find((c) => c.path.endsWith('/code'))).toMatchObject({
      body: { code: '123456' },
      auth: 'Bearer staff_abc',
    });
  });

  it('shows a wrong password under the field and stays on it', async () => {
    stubApi({
      'POST /api/v1/staff/auth/sign_in': () => ({
        status: 422,
        body: {
          message: 'The username or password is incorrect.',
          errors: { password: ['The username or password is incorrect.'] },
        },
      }),
    });
    render(<ConsoleFrame>{() => <p>queue</p>}</ConsoleFrame>);
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The username or password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('queue')).toBeNull();
  });
});

describe('the application page', () => {
  beforeEach(() => setStaffToken('staff_abc'));

  it('returns an application only with a reason, from a dialog that Escape closes', async () => {
    let current = APP;
    stubApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: current } }),
      'POST /api/v1/staff/applications/7/moves': () => {
        current = { ...APP, status: 'FOR RESUBMISSION', next: ['PENDING', 'CANCELLED'] };
        return { body: { data: { id: 7, from: 'PENDING', status: 'FOR RESUBMISSION' } } };
      },
    });
    render(<ConsoleApplication id="7" me={ME} />);
    expect(await screen.findByText('SARI-SARI')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release the permit' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Return for resubmission' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Return for resubmission' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please give the reason.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/Reason/), 'Blurred DTI certificate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The application is now FOR RESUBMISSION.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      to: 'FOR RESUBMISSION',
      reason: 'Blurred DTI certificate',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull());
  });

  it("offers Release where the kind's workflow releases from, and the assessment only to treasury at assessment", async () => {
    stubApi({
      'GET /api/v1/staff/applications/7': () => ({
        body: { data: { ...APP, status: 'FOR PRINTING', next: ['RELEASED'] } },
      }),
    });
    render(<ConsoleApplication id="7" me={ME} />);
    expect(await screen.findByRole('button', { name: 'Release the permit' })).toBeTruthy();
    cleanup();
    stubApi({
      'GET /api/v1/staff/applications/7': () => ({
        body: {
          data: {
            ...APP,
            status: 'FOR ASSESSMENT (TREASURY)',
            next: ['WAITING FOR PAYMENT', 'FOR RESUBMISSION', 'REJECTED'],
          },
        },
      }),
      'GET /api/v1/staff/applications/7/assessment': () => ({
        body: {
          data: {
            lines: [{ code: 'MP', label: "Mayor's permit", basis: 'Fixed', amount: 50_000 }],
            total: 50_000,
            approval_share_bp: 1_000,
          },
        },
      }),
      'POST /api/v1/staff/applications/7/assess': () => ({
        body: {
          data: {
            status: 'WAITING FOR PAYMENT',
            soa: { number: 'SOA-1', total: 60_000, expires_at: '2026-12-31' },
          },
        },
      }),
    });
    render(
      <ConsoleApplication
        id="7"
        me={{
          ...ME,
          roles: ['treasury'],
          permissions: ['applications.view', 'applications.assess', 'applications.return'],
        }}
      />,
    );
    const amount = await screen.findByLabelText("Amount of Mayor's permit (₱)");
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the assessment' }));
    expect(screen.getByText("Say why the amounts differ from the schedule's.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason for the adjustment'), 'Corner lot surcharge');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the assessment' }));
    expect(await screen.findByText(/Assessed: SOA SOA-1, ₱600.00/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/assess'))?.body).toEqual({
      lines: [{ code: 'MP', label: "Mayor's permit", amount: 60_000 }],
      reason: 'Corner lot surcharge',
    });
  });

  it('hands a printed copy over only the way the applicant chose, then releases it and names its record', async () => {
    const copy: Application = {
      ...APP,
      title: { en: 'Birth Certificate', fil: 'Sertipiko ng Kapanganakan' },
      issues: {
        title: { en: 'Certified Copy Release', fil: 'Paglabas ng Kopya' },
        noun: { en: 'record', fil: 'talaan' },
      },
      status: 'PRINTED',
      next: ['FOR PICK-UP'],
    };
    let current = copy;
    stubApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: current } }),
      'POST /api/v1/staff/applications/7/moves': () => {
        current = { ...copy, status: 'FOR PICK-UP', next: ['RELEASED'] };
        return { body: { data: { id: 7, from: 'PRINTED', status: 'FOR PICK-UP' } } };
      },
      'POST /api/v1/staff/applications/7/release': () => ({
        body: {
          data: {
            status: 'RELEASED',
            permit: { number: 'LCRB-2026-000001', verify_code: 'x', valid_until: null },
          },
        },
      }),
    });
    render(<ConsoleApplication id="7" me={ME} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ready for pick-up' }));
    expect(screen.queryByRole('button', { name: 'Out for delivery' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Release/ })).toBeNull();
    expect(await screen.findByText('The application is now FOR PICK-UP.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'FOR PICK-UP' });
    await userEvent.click(await screen.findByRole('button', { name: 'Release the record' }));
    expect(await screen.findByText('Released: record LCRB-2026-000001.')).toBeTruthy();
  });
});
