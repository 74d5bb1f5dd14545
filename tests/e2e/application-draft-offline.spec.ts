import { expect, test, type Page } from '@playwright/test';
import { openAsNewResident } from './new-account';
import { untilWorkerControls } from './service-worker';
import { retryMobile } from './retry-mobile';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ROUTE = 'e2e-business-permit-new';
const SAVED_HERE = 'Saved on this device; it will be sent when you are back online.';

/** The draft as the server has it, read with the resident's own token. */
async function serverDraft(page: Page, token: string) {
  const answer = await page.request.get(`/api/v1/taxpayers/application_drafts/${ROUTE}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  expect(answer.status()).toBe(200);
  const doc = (await answer.json()) as { data: { attributes: { payload: Record<string, unknown> } } | null };
  return doc.data?.attributes.payload ?? {};
}

// Issue 13, Offline: an application's answers typed without a signal are kept on the phone, the
// resident is told, and they reach the server when the connection returns.
test('answers typed offline in a business permit application are kept on the phone and sent on reconnecting', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await openAsNewResident(page, request, retryMobile('639181300001'));
  await untilWorkerControls(page);
  await page.goto(`/create-transaction/${ROUTE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Business Permit' })).toBeVisible();

  // Online, the draft reaches the server as the resident types.
  await page.getByLabel('Kind of Ownership').selectOption({ label: 'Sole Proprietorship' });
  await page.getByLabel('Business Name').fill("Aling Nena's Sari-Sari Store");
  await expect(page.getByText('Draft saved')).toBeVisible();

  // The signal drops; typing goes on, and the form says where the answers are.
  await context.setOffline(true);
  await page.getByLabel('DTI Registration No.').fill('AB123456789');
  await expect(page.getByText(SAVED_HERE)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Your application answers are saved on this device/ }),
  ).toBeVisible();
  // The server has only what was typed online (the registration number still empty).
  expect((await serverDraft(page, token)).dti_no ?? '').toBe('');

  // A reload without a signal reopens the form with what was typed offline.
  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^No internet connection\./ })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('DTI Registration No.')).toHaveValue('AB123456789');
  await expect(page.getByLabel('Business Name')).toHaveValue("Aling Nena's Sari-Sari Store");
  await page.getByLabel('Tax Identification Number (TIN)').fill('123-456-789-000');
  await page.getByLabel('Capital Investment').fill('150000.00');
  await expect(page.getByText(SAVED_HERE)).toBeVisible();

  // Back online, they are sent without the resident doing anything, and the notice goes.
  await context.setOffline(false);
  await expect(page.getByText('Your application answers saved on this device have been sent.')).toBeVisible();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Your application answers are saved on this device/ }),
  ).toHaveCount(0);
  expect(await serverDraft(page, token)).toMatchObject({
    kind_of_ownership: 'SOLE PROPRIETORSHIP',
    dti_no: 'AB123456789',
    tin_no: '123-456-789-000',
    capital_amount: '150000.00',
  });
  expect(await page.evaluate(() => localStorage.getItem('offlineDrafts'))).toBeNull();

  // A reload finds the offline-typed answers restored from the server.
  await page.reload();
  await expect(page.getByText('We opened the draft you started. Continue where you left off.')).toBeVisible();
  await expect(page.getByLabel('DTI Registration No.')).toHaveValue('AB123456789');
  await expect(page.getByLabel('Tax Identification Number (TIN)')).toHaveValue('123-456-789-000');
  await expect(page.getByLabel('Capital Investment')).toHaveValue('150000.00');
});
