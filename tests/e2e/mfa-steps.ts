import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

// Steps the MFA journeys share (issue 16). URLs are absolute when `base` is given: one journey
// file runs its own portal (with the LGU's mfa_required on), the others the shared one.

const used = new Set<string>();

/**
 * The authenticator app's code for `secret` now (RFC 6238), as a phone would show it. The server
 * takes each code once per account, so a code already typed waits for the next 30-second step.
 */
export async function freshCode(page: Page, secret: string) {
  for (;;) {
    const code = generateSync({ secret });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}

/** The newest message to `to` in the development outbox matching `pattern`, sent after `after`. */
export async function readOutbox(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  after = 0,
  base = '',
) {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const answer = (await (
        await request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`)
      ).json()) as {
        data: { body: string; created_at: string }[];
      };
      const message = answer.data.find((m) => Date.parse(m.created_at) >= after && pattern.test(m.body));
      found = message ? pattern.exec(message.body) : null;
      return found !== null;
    })
    .toBe(true);
  return (found as unknown as RegExpExecArray)[1] ?? '';
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  return page.getByRole('dialog', { name: 'Login', exact: true });
}

/** Mobile number and password on the login modal; what follows is the MFA dialog's. */
export async function submitPassword(page: Page, national: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile Number', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Logout', exact: true })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/logout$/);
}

/** Types a code into the six OTP cells. */
export async function typeCode(scope: Locator, page: Page, code: string) {
  await scope.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/**
 * Send Code on the confirm-contact screen. A code sent to the same number in the last minute (the
 * sign-up's) makes the server ask to wait: a person waits, then presses it again.
 */
export async function sendCode(dialog: Locator, page: Page) {
  const askedAt = Date.now() - 1_000;
  await dialog.getByRole('button', { name: 'Send Code', exact: true }).click();
  const wait = dialog.getByRole('alert').filter({ hasText: /Please wait \d+ seconds/ });
  const sent = dialog.getByRole('group', { name: 'OTP' });
  await expect(sent.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    const seconds = Number(/(\d+) seconds/.exec((await wait.textContent()) ?? '')?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1_000);
    await dialog.getByRole('button', { name: 'Send Code', exact: true }).click();
    await expect(sent).toBeVisible();
    return Date.now() - 1_000;
  }
  return askedAt;
}

/** Nothing wider than a 320 px screen: the page and each open dialog. */
export async function expectFitsPhone(page: Page) {
  const problems = await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1) found.push(`dialog ${dialog.scrollWidth}px`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}
