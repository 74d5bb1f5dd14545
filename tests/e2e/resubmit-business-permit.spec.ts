import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/free-port.mjs';
import { expectAccessible } from './expect-accessible';
import { documentPng, fileNewPermit } from './file-business-permit';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';

// The office returns the application with the operator command (`applications move … 'FOR
// RESUBMISSION' --reason …`), which opens the portal's embedded database itself: so this file
// runs its own portal (its own data folder and port) and stops it while the command runs, as an
// operator would on a single-machine install. The shared portal never sees it.

const port = Number(await freePort());
const base = `http://127.0.0.1:${String(port)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bayan-e2e-resubmit-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  BAYAN_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CONTENT_CACHE_SECONDS: '0',
  NODE_ENV: 'test',
  PUBLIC_URL: base,
};
let portal: ChildProcess | undefined;

test.use({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

function cli(...args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['server/src/cli/main.ts', ...args], {
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`cli ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

async function startPortal() {
  portal = spawn('node_modules/.bin/tsx', ['server/src/main.ts'], { env, stdio: 'ignore' });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false, { timeout: 120_000 })
    .toBe(true);
}

async function stopPortal() {
  const running = portal;
  portal = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill();
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cli('seed');
  cli('content', 'set', 'COMPONENTS', 'EMAIL_LOGIN', 'true');
  await startPortal();
});

test.afterAll(async () => {
  await stopPortal();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a returned application: the resident reads why, corrects it, resubmits, and it is PENDING again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await openAsNewResident(page, request, retryMobile('639181880311'));
  const { transactionId } = await fileNewPermit(request, token);
  // The reference the resident reads on the transaction's page is what the office gives the command.
  await page.goto(`/transaction-history/${transactionId}`);
  const reference =
    (await page
      .getByText(/^BYN-\d{6}-[A-Z\d]{8}$/)
      .first()
      .textContent()) ?? '';

  // The office returns it, with its reason (the operator command; the console does the same).
  const reason = 'The DTI certificate photo is blurred. Upload a clear copy.';
  await stopPortal();
  cli('applications', 'move', reference, 'FOR RESUBMISSION', '--reason', reason);
  await startPortal();

  // The transaction says it was returned and why.
  await page.goto(`/transaction-history/${transactionId}`);
  await expect(page.getByText('FOR RESUBMISSION', { exact: true }).first()).toBeVisible();
  const returned = page.getByRole('region', { name: 'Returned for resubmission' });
  await expect(returned.getByText(`Reason given by the office: ${reason}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await returned.getByRole('link', { name: 'Resubmit' }).click();

  // The form opens with what was sent, the reason above it.
  await expect(page).toHaveURL(/\/create-transaction\/e2e-business-permit-new\?resubmit=/);
  await expect(page.getByText(`The office returned this application: ${reason}`)).toBeVisible();
  await expect(page.getByLabel('Kind of Ownership')).toHaveValue('SOLE PROPRIETORSHIP');
  await expect(page.getByLabel('Business Name')).toHaveValue("ALING NENA'S SARI-SARI STORE");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // A correction on the way: the trade name.
  await page.getByLabel('Trade Name / Franchise').fill('Nena Store');
  for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();

  // Requirements: the earlier uploads are there; only the blurred one is replaced.
  await expect(page.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible();
  await expect(page.getByText('Uploaded. Choose another file to replace it.')).toHaveCount(3);
  await page
    .getByLabel('DTI Certificate of Registration')
    .setInputFiles({ name: 'clear.png', mimeType: 'image/png', buffer: await documentPng() });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and Submit' })).toBeVisible();
  await expect(page.getByText('Nena Store')).toBeVisible();
  const certify = page.getByLabel(/I certify that the information given is true/);
  if (!(await certify.isChecked())) await certify.check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // PENDING again, on the same transaction; no Resubmit any more.
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Returned for resubmission' })).toHaveCount(0);
});
