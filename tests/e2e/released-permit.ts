import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { clearedByEveryOffice } from './endorsing-offices';
import { fileNewPermit } from './file-business-permit';
import { RENEW_OFFICER_PASSWORD, RENEW_OFFICER_USERNAME } from './renew-officer';

/** The officer's staff session through the staff API (the console's calls), enrolling on the first sign-in. */
async function officerToken(request: APIRequestContext) {
  // A retry signs in again: the authenticator enrolled by the first attempt is kept beside the run
  // (by the portal's port, which is this run's).
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost').port;
  const kept = join(tmpdir(), `bayan-e2e-renew-officer-${port}.secret`);
  const signIn = await request.post('/api/v1/staff/auth/sign_in', {
    data: { username: RENEW_OFFICER_USERNAME, password: RENEW_OFFICER_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { data } = (await signIn.json()) as {
    data: { token: string; next: string; enrolment?: { secret: string } };
  };
  if (data.enrolment) writeFileSync(kept, data.enrolment.secret);
  const secret = data.enrolment?.secret ?? (existsSync(kept) ? readFileSync(kept, 'utf8') : '');
  const passed = await request.post('/api/v1/staff/auth/code', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { code: generateSync({ secret }) },
  });
  expect(passed.status()).toBe(200);
  return `Bearer ${data.token}`;
}

/**
 * A resident's business whose new permit the office has released, as it happens: filed (through
 * the API, as the form files it), cleared by the offices it is endorsed to, assessed by the officer, paid by the resident in
 * the sandbox gateway, printed and released. A renewal renews a released permit.
 */
export async function releasedPermit(page: Page, request: APIRequestContext, token: string) {
  const { applicationId, transactionId } = await fileNewPermit(request, token);
  const staff = await officerToken(request);
  const office = async (action: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/v1/staff/applications/${applicationId}/${action}`, {
      headers: { Authorization: staff },
      data,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  // Zoning, fire, health and engineering clear it: the last clearance sends it to assessment.
  await clearedByEveryOffice(request, applicationId);
  await office('assess', {});
  await page.goto(`/transaction-history/${transactionId}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  await page
    .frameLocator('iframe[title="Payment gateway"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  await expect(page.locator('.transaction-summary').getByText('PAID', { exact: true })).toBeVisible();
  await office('moves', { to: 'FOR PRINTING' });
  await office('release', {});
}
