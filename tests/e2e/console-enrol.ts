import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/** A staff member's first sign-in at /console: the password, then the authenticator enrolled with its first code. */
export async function enrolInConsole(page: Page, username: string, password: string, name: string) {
  await page.goto('/console');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const secret = (await page.getByTestId('console-secret').textContent()) ?? '';
  await page.getByLabel('Code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

/** The staff token this tab holds (the console keeps it in sessionStorage), to call the API as the member. */
export const staffTokenOf = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('bayan.staffToken') ?? '');
