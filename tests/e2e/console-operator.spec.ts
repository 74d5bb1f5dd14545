import { expect, test } from '@playwright/test';
import { enrolInConsole } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { operatorCli } from './operator-cli';
import { retryUsername } from './retry-username';

const PASSWORD = 'Operator journey pass 2026';
const ROWS = 20_000;

/** An assessment roll as the assessor's office exports it: `count` properties with PINs of their own. */
function roll(count: number) {
  const header =
    'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
  const rows = Array.from({ length: count }, (_, i) => {
    const pin = `150-${String(Math.floor(i / 1_000_000) % 100).padStart(2, '0')}-${String(Math.floor(i / 1000) % 1000).padStart(3, '0')}-002-${String(i % 1000).padStart(3, '0')}`;
    return `OPR${String(i).padStart(6, '0')},Owner ${i},${pin},,AR-${i},San Isidro,PSD-${i},land,residential,150000.00,2025-4`;
  });
  return [header, ...rows].join('\n');
}

test('an operator made from the command line imports a tax roll and publishes a news item while the portal keeps serving', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const operator = retryUsername('e2e.operator');
  // The portal is running: the command line hands the command to it, no downtime.
  const made = operatorCli(
    [
      'staff',
      'create',
      operator,
      '--name',
      'Olga Operator',
      '--email',
      'olga@lgu.example',
      '--roles',
      'operator',
      '--password-stdin',
    ],
    PASSWORD,
  );
  expect(made).toContain(`staff member ${operator} created`);

  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await desk.newPage();
  await enrolInConsole(page, operator, PASSWORD, 'Olga Operator');
  // The operator's roles do not show the application queue: the console opens their first section.
  await expect(page).toHaveURL(/\/console\/imports$/);
  const sections = page.getByRole('navigation', { name: 'Console sections' }).getByRole('link');
  // Issue 28: the operator role holds fees.edit, so the fee schedule is theirs too.
  await expect(sections).toHaveText([
    'Imports',
    'News',
    'Site content',
    'Settings',
    'Fee schedule',
    'Audit log',
    'Sign-ins',
  ]);
  await expectAccessible(page);

  // The roll: chosen, uploaded, its first rows previewed before anything is imported.
  await page.getByLabel('What to import').selectOption({ label: 'Real property tax roll' });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'roll.csv', mimeType: 'text/csv', buffer: Buffer.from(roll(ROWS)) });
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview of roll.csv' })).toBeVisible();
  await expect(page.getByText('20,000 rows.', { exact: false })).toBeVisible();
  await expect(page.getByRole('cell', { name: '150-00-000-002-000' })).toBeVisible();
  await expectAccessible(page);

  // Started: the progress bar, and the portal answering residents all the while.
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByRole('heading', { name: 'Importing roll.csv' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const result = page.getByRole('heading', { name: 'roll.csv was imported.' });
  const answers: number[] = [];
  // Bounded: a result that never comes fails here, not at the test's time limit.
  for (let i = 0; i < 600 && !(await result.isVisible()); i++) {
    const [landing, news] = await Promise.all([
      request.get('/'),
      request.get('/api/v1/taxpayers/news_articles'),
    ]);
    answers.push(landing.status(), news.status());
    await page.waitForTimeout(200);
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((s) => s !== 200)).toEqual([]);
  await expect(page.getByText('Rows imported').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '20,000',
  );
  await expect(page.getByText('Olga Operator (console)').first()).toBeVisible();

  // A news item, previewed as readers will see it, then published.
  await sections.filter({ hasText: 'News' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Tax roll updated for 2027');
  await page
    .getByLabel('Summary', { exact: true })
    .fill('The assessor’s roll of 20,000 properties is now online.');
  await page.getByLabel('Category', { exact: true }).fill('Treasury');
  await page
    .getByLabel('Article', { exact: true })
    .fill('## What changed\n\nCheck your property tax **online** now.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview: as readers will see it' });
  await expect(preview.locator('strong')).toHaveText('online');
  await expect(preview.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('“Tax roll updated for 2027” is published.')).toBeVisible();

  // A resident reads it at once.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const resident = await phone.newPage();
  await resident.goto('/news');
  await expect(resident.getByText('Tax roll updated for 2027').first()).toBeVisible();

  // Both are in the audit log, by the operator's name.
  await sections.filter({ hasText: 'Audit log' }).click();
  await page.getByLabel('Who').fill('Olga');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/actor=Olga/);
  await expect(page.getByRole('cell', { name: 'news.publish' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'import.run' })).toBeVisible();
  await expectAccessible(page);

  // The operator's pages on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  for (const [path, heading] of [
    ['/console/imports', 'Imports so far'],
    ['/console/news', 'New article'],
    ['/console/content', 'Site content'],
    ['/console/settings', 'Switches'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
});
