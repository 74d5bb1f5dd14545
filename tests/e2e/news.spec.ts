import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible';

// E-News as a new visitor meets it (issue 17): on a 390 px phone, signed out, from the landing page.

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor reads an article from the landing page’s E-News, signed out', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('list', { name: 'Services' }).getByRole('link', { name: 'E-News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-News' })).toBeVisible();
  const featured = page.getByRole('list', { name: 'Featured' });
  await expect(featured.getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/news');
  await expectAccessible(page);

  await featured.getByRole('link', { name: 'Market road closed for repairs this week' }).click();
  await expect(page).toHaveURL(/\/articles\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Market road closed for repairs this week' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How to get around' })).toBeVisible();
  await expect(page).toHaveTitle('Market road closed for repairs this week');
  const cover = page.locator('.news-article img.news-cover');
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '675');
  await expectNoSidewaysScroll(page, 'the article');
  await expectAccessible(page);

  // A link shared in a chat shows the story: its first HTML carries the share card.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('<meta property="og:title" content="Market road closed for repairs this week">');
  expect(html).toContain('<title>Market road closed for repairs this week</title>');

  // The footer's News link leads back.
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-News' })).toBeVisible();
});

test('a video loads nothing from its host until Play is pressed', async ({ page }) => {
  const fromHost: string[] = [];
  // Any request to a video host is noted and refused (the journey needs no internet).
  await page.route(
    /^https:\/\/([\w-]+\.)*(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//,
    (route) => {
      fromHost.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto('/news');
  await page.getByRole('link', { name: 'All videos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/videos');
  await page.getByRole('link', { name: 'A tour of the new city hall' }).click();

  const play = page.getByRole('button', { name: 'Play video: A tour of the new city hall' });
  await expect(play).toBeVisible();
  // The poster is the portal's own image, fully loaded, and still nothing went to the host.
  await expect
    .poll(() =>
      page
        .locator('.news-video img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(fromHost).toEqual([]);
  await expectNoSidewaysScroll(page, 'the video page');
  await expectAccessible(page);

  await play.click();
  const player = page.locator('.news-video iframe');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
  );
  await expect(player).toHaveAttribute('title', 'A tour of the new city hall');
  await expect.poll(() => fromHost.length).toBeGreaterThan(0);
  expect(fromHost[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});
