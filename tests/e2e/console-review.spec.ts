import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_STAFF_PASSWORD, E2E_STAFF_USERNAME } from './console-officer';
import { expectAccessible } from './expect-accessible';
import { fileNewPermit } from './file-business-permit';
import { openAsNewResident } from './new-account';
import { openFromQueue } from './open-from-queue';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';

const REASON = 'The DTI certificate photo is blurred. Please upload a clearer one.';

test('an officer enrols the authenticator, opens a new application from the queue and returns it; the resident sees why', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The resident (390 px) files a new business permit.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const resident = await phone.newPage();
  const token = await openAsNewResident(resident, request, retryMobile('639181890001'));
  const { transactionId } = await fileNewPermit(request, token);
  const detail = await request.get(`/api/v1/taxpayers/transaction_histories/${transactionId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const reference = ((await detail.json()) as { data: { attributes: { reference_number: string } } }).data
    .attributes.reference_number;

  // The officer (1366 px), created by the operator command, signs in for the first time.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await officer.goto('/console');
  await expect(officer.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(officer);
  await officer.getByLabel('Username').fill(E2E_STAFF_USERNAME);
  await officer.getByLabel('Password').fill('not the password');
  await officer.getByRole('button', { name: 'Sign in' }).click();
  await expect(officer.getByText('The username or password is incorrect.')).toBeVisible();
  await officer.getByLabel('Password').fill(E2E_STAFF_PASSWORD);
  await officer.getByRole('button', { name: 'Sign in' }).click();

  // No authenticator yet: enrol it from the QR code's key, then its first code signs in.
  await expect(officer.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(officer.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(officer);
  const secret = (await officer.getByTestId('console-secret').textContent()) ?? '';
  await officer.getByLabel('Code').fill('000000');
  await officer.getByRole('button', { name: 'Verify' }).click();
  await expect(
    officer.getByText('The code is incorrect or has already been used. Please try again.'),
  ).toBeVisible();
  await officer.getByLabel('Code').fill(generateSync({ secret }));
  await officer.getByRole('button', { name: 'Verify' }).click();

  // The queue, PENDING first, with a count per status.
  await expect(officer.getByText('Signed in as Ana Reyes')).toBeVisible();
  await expect(officer.getByRole('heading', { name: 'Application queue' })).toBeVisible();
  const pending = officer
    .getByRole('navigation', { name: 'Applications by status' })
    .getByRole('link', { name: /^PENDING \(\d+\)$/ });
  await expect(pending).toHaveAttribute('aria-current', 'page');
  await expectAccessible(officer);
  await openFromQueue(officer, reference);

  // The application: the resident's answers by step, the requirements, the history.
  await expect(officer.getByRole('heading', { level: 2, name: new RegExp(reference) })).toBeVisible();
  await expect(officer.getByText("ALING NENA'S SARI-SARI STORE").first()).toBeVisible();
  await expect(officer.getByText('PENDING', { exact: true }).first()).toBeVisible();
  await officer.getByRole('button', { name: 'View DTI Certificate of Registration' }).click();
  const preview = officer.getByRole('dialog', { name: 'DTI Certificate of Registration' });
  await expect(preview.getByRole('img')).toBeVisible();
  await officer.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expectAccessible(officer);

  // Returned with a reason, from a dialog that needs one.
  await officer.getByRole('button', { name: 'Return for resubmission' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Return for resubmission' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please give the reason.')).toBeVisible();
  await expectAccessible(officer);
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(officer.getByText('The application is now FOR RESUBMISSION.')).toBeVisible();
  await expect(officer.getByRole('region', { name: 'Status history' }).getByText(REASON)).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expectNoSidewaysScroll(officer);

  // The console also works on a 320 px phone: the application, a dialog and the queue.
  await officer.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(officer);
  await officer.getByRole('button', { name: 'View DTI Certificate of Registration' }).click();
  await expect(
    officer.getByRole('dialog', { name: 'DTI Certificate of Registration' }).getByRole('img'),
  ).toBeVisible();
  await expectNoSidewaysScroll(officer);
  await officer.keyboard.press('Escape');
  await officer.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(officer.getByRole('link', { name: /^FOR RESUBMISSION \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(officer.getByRole('link', { name: `Open ${reference}` })).toBeVisible();
  await expectNoSidewaysScroll(officer);

  // The resident sees FOR RESUBMISSION and the office's reason.
  await resident.goto(`/transaction-history/${transactionId}`);
  await expect(resident.getByText('FOR RESUBMISSION', { exact: true }).first()).toBeVisible();
  await expect(resident.getByText(`Reason given by the office: ${REASON}`)).toBeVisible();

  await desk.close();
  await phone.close();
});
