import { expect, test } from '@playwright/test';
import { enrolInConsole, staffTokenOf } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { operatorCli } from './operator-cli';
import { retryUsername } from './retry-username';

const ADMIN_PASSWORD = 'Admin journey pass 2026';

test('a staff administrator creates an officer with a role, and the officer sees only what the role allows', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminName = retryUsername('e2e.admin');
  const cashier = retryUsername('e2e.cashier');
  // The first administrator, made from the command line while the portal runs.
  const made = operatorCli(
    [
      'staff',
      'create',
      adminName,
      '--name',
      'Maria Admin',
      '--email',
      'maria@lgu.example',
      '--roles',
      'administrator',
      '--password-stdin',
    ],
    ADMIN_PASSWORD,
  );
  expect(made).toContain(`staff member ${adminName} created`);

  const adminDesk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminDesk.newPage();
  await enrolInConsole(admin, adminName, ADMIN_PASSWORD, 'Maria Admin');
  const sections = admin.getByRole('navigation', { name: 'Console sections' }).getByRole('link');
  await expect(sections).toHaveText([
    'Applications',
    'Clearances',
    'Fee adjustments',
    'Staff',
    'Roles and offices',
    'Imports',
    'News',
    'Site content',
    'Settings',
    'Taxpayer support',
    'Collections',
    'Reconciliation',
    'Proofs of payment',
    'Refunds',
    'Cashier',
    // Issue 28: the fee schedule in the browser (fees.edit, which the administrator holds).
    'Fee schedule',
    'Audit log',
    'Sign-ins',
  ]);

  // A cashier of the treasury: a new member with that one role, and a one-time password.
  await sections.filter({ hasText: 'Staff' }).click();
  await admin.getByLabel('Username').fill(cashier);
  await admin.getByLabel('Full name').fill('Carla Cruz');
  await admin.getByLabel('E-mail address').fill('carla@lgu.example');
  await admin.getByRole('checkbox', { name: 'Cashier' }).check();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Create the staff member' }).click();
  const handover = admin.getByRole('dialog', { name: `One-time password for ${cashier}` });
  const password = (await handover.getByTestId('one-time-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(20);
  await expectAccessible(admin);
  await handover.getByRole('button', { name: 'I have handed it over' }).click();
  const card = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: /Carla Cruz/ }) });
  await expect(card.getByText('Has not set up the authenticator yet')).toBeVisible();
  await expect(card.getByText('Cashier', { exact: true })).toBeVisible();

  // The officer signs in with it: the queue, taxpayer support and the day's collections (issue
  // 28's cashier), nothing of the administration nor the reconciliation.
  const officerDesk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await officerDesk.newPage();
  await enrolInConsole(officer, cashier, password, 'Carla Cruz');
  await expect(officer.getByRole('heading', { name: 'Application queue' })).toBeVisible();
  await expect(officer.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Applications',
    'Taxpayer support',
    'Collections',
    'Cashier',
  ]);
  await expectAccessible(officer);
  for (const path of ['/console/staff', '/console/audit', '/console/imports', '/console/reconciliation']) {
    await officer.goto(path);
    await expect(officer.getByText('Your roles do not open this page.', { exact: false })).toBeVisible();
  }
  // As an attacker would: the API refuses the cashier's own token on what the role does not give.
  const token = await staffTokenOf(officer);
  const asOfficer = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/v1/staff/members', { headers: asOfficer })).status()).toBe(403);
  expect((await request.get('/api/v1/staff/audit', { headers: asOfficer })).status()).toBe(403);
  const grab = await request.post('/api/v1/staff/members', {
    headers: asOfficer,
    data: { username: 'sneaky', name: 'S', email: 's@lgu.example', roles: ['administrator'] },
  });
  expect(grab.status()).toBe(403);
  expect((await request.get('/api/v1/staff/applications', { headers: asOfficer })).status()).toBe(200);

  // The administrator sees it all by name: who made whom, and the officer's sign-in.
  await sections.filter({ hasText: 'Audit log' }).click();
  await admin.getByLabel('Action').selectOption('staff.created');
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(admin.getByRole('cell', { name: 'Carla Cruz' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Maria Admin (staff)' }).first()).toBeVisible();
  await sections.filter({ hasText: 'Sign-ins' }).click();
  await expect(admin.getByRole('cell', { name: `Carla Cruz (${cashier})` }).first()).toBeVisible();
  await expectAccessible(admin);

  // The same pages on a phone: nothing wider than the screen.
  await admin.setViewportSize({ width: 320, height: 740 });
  for (const [path, heading] of [
    ['/console/staff', 'New staff member'],
    ['/console/roles', 'New role'],
    ['/console/audit', 'Audit log'],
    ['/console/sign-ins', 'Staff sign-ins'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(admin.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectNoSidewaysScroll(admin);
  }
});
