import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../api/console-types';
import { setStaffToken } from '../console-token';
import { ConsoleFrame } from './console-frame';
import { ImportsAdmin } from './imports-admin';
import { StaffCreateForm } from './staff-create-form';
import { stubConsoleApi } from './console-test-api';

const OPERATOR: StaffMember = {
  id: 4,
  username: 'olga',
  name: 'Olga Operator',
  roles: ['operator'],
  permissions: ['imports.run', 'content.edit', 'settings.edit', 'audit.view'],
  offices: [],
};
const ROLES = [
  {
    code: 'licensing',
    name: 'Licensing officer',
    name_fil: null,
    office: 'licensing',
    permissions: [],
    built_in: false,
    members: 1,
  },
  {
    code: 'cashier',
    name: 'Cashier',
    name_fil: 'Kahero',
    office: 'treasury',
    permissions: [],
    built_in: false,
    members: 0,
  },
];

beforeEach(() => setStaffToken('staff_test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console for a member of one role', () => {
  it('shows only the sections the roles open, and says so on a page they do not', async () => {
    stubConsoleApi({ 'GET /api/v1/staff/auth/me': () => ({ body: { data: OPERATOR } }) });
    render(<ConsoleFrame needs="staff.manage">{() => <p>staff list</p>}</ConsoleFrame>);
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Imports', 'News', 'Site content', 'Settings', 'Audit log', 'Sign-ins']);
    expect(screen.getByRole('alert').textContent).toMatch(/Your roles do not open this page/);
    expect(screen.queryByText('staff list')).toBeNull();
  });
});

describe('a new staff member', () => {
  it('shows the server’s message under each field and in the summary', async () => {
    stubConsoleApi({
      'POST /api/v1/staff/members': () => ({
        status: 422,
        body: {
          message: 'The username is 3 to 40 letters, digits, dots, dashes or underscores.',
          errors: {
            username: ['The username is 3 to 40 letters, digits, dots, dashes or underscores.'],
            roles: ['Choose at least one role from the list.'],
          },
        },
      }),
    });
    render(<StaffCreateForm roles={ROLES} onCreated={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create the staff member' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#new-member-username', '#new-member-roles']);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the one-time password once, with the roles chosen sent', async () => {
    const calls = stubConsoleApi({
      'POST /api/v1/staff/members': () => ({
        status: 201,
        body: { data: { id: 9, initial_password: 'Xy7-once-only-pass_' } },
      }),
    });
    const created = vi.fn();
    render(<StaffCreateForm roles={ROLES} onCreated={created} />);
    await userEvent.type(screen.getByLabelText('Username'), 'Cash.Ier');
    await userEvent.type(screen.getByLabelText('Full name'), 'Carla Cruz');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'carla@lgu.ph');
    await userEvent.click(screen.getByLabelText('Cashier'));
    await userEvent.click(screen.getByRole('button', { name: 'Create the staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time password for cash.ier' });
    expect(within(dialog).getByTestId('one-time-password').textContent).toBe('Xy7-once-only-pass_');
    expect(calls[0]?.body).toEqual({
      username: 'Cash.Ier',
      name: 'Carla Cruz',
      email: 'carla@lgu.ph',
      roles: ['cashier'],
    });
    expect(created).toHaveBeenCalled();
  });
});

describe('an import', () => {
  it('uploads a file, previews its first rows, starts it, follows its progress to its outcome', async () => {
    const run = {
      id: 5,
      kind: 'rpt',
      kind_label: { en: 'Real property tax roll', fil: 'Talaan' },
      file_name: 'roll.csv',
      file_size: 120,
      total_rows: 2,
      status: 'uploaded',
      stage: null,
      processed: 0,
      outcome: null,
      problems: [],
      problem_count: 0,
      actor: 'staff:4',
      via: 'console',
      created_at: '2026-11-20T02:00:00Z',
      started_at: null,
      finished_at: null,
    };
    let polls = 0;
    const calls = stubConsoleApi({
      'GET /api/v1/staff/imports/kinds': () => ({
        body: { data: [{ code: 'rpt', label: run.kind_label, columns: ['owner_id', 'pin'] }] },
      }),
      'GET /api/v1/staff/imports': () => ({
        body: {
          data: [],
          meta: { pagination: { total: 0, count: 0, per_page: 20, current_page: 1, total_pages: 1 } },
        },
      }),
      'POST /api/v1/staff/imports': () => ({
        status: 201,
        body: {
          data: {
            ...run,
            preview: { columns: ['owner_id', 'pin'], rows: [['OWN000001', '140-00-000-001-001']] },
          },
        },
      }),
      'POST /api/v1/staff/imports/5/start': () => ({
        status: 202,
        body: { data: { ...run, status: 'running', stage: 'checked' } },
      }),
      'GET /api/v1/staff/imports/5': () =>
        ++polls < 2
          ? { body: { data: { ...run, status: 'running', stage: 'written', processed: 1 } } }
          : {
              body: {
                data: {
                  ...run,
                  status: 'done',
                  outcome: { rows: 2, counts: { new: 2, updated: 0 }, summary: '' },
                },
              },
            },
    });
    render(<ImportsAdmin />);
    await userEvent.selectOptions(await screen.findByLabelText('What to import'), 'rpt');
    expect(screen.getByText('Its columns: owner_id, pin')).toBeTruthy();
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File(['owner_id,pin\n'], 'roll.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview of roll.csv' })).toBeTruthy();
    expect(screen.getByText('140-00-000-001-001')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/v1/staff/imports');
    await userEvent.click(screen.getByRole('button', { name: 'Start the import' }));
    expect(await screen.findByText('Writing rows: 1 of 2', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('roll.csv was imported.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('New').nextSibling?.textContent).toBe('2');
  });
});
