import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessibleOnce } from './expect-accessible';

/** Completes a first-login profile on /profile-edit as a new resident would, then saves it. */
export async function completeProfile(page: Page) {
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel('Photo').setInputFiles(resolve('public/icons/icon-192.png'));
  await expect(page.getByRole('img', { name: 'Your current profile' })).toBeVisible();
  await page.getByLabel('Date of Birth').fill('1990-06-12');
  const birth = page.getByRole('group', { name: 'Place of birth' });
  await birth.getByLabel('Region').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await birth.getByLabel('Province').selectOption({ label: 'Laguna' });
  await birth.getByLabel('City / Municipality').selectOption({ label: 'Bayan Demo City' });
  await expectAccessibleOnce(page, 'the first-login profile');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
