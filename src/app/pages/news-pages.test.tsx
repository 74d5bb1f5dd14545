import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ArticlePage from './article-page';
import NewsListPage from './news-list-page';
import NewsPage from './news-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const cover = {
  src: '/images/news/a-1200.webp',
  width: 1200,
  height: 675,
  sources: [400, 1200].map((width) => ({ url: `/images/news/a-${width}.webp`, width })),
};
const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  type: 'news_articles',
  id: String(id),
  attributes: {
    kind: 'article',
    title,
    summary: `${title} summary`,
    category: 'Health',
    featured: false,
    published_at: '2026-11-20T01:00:00Z',
    cover,
    video_url: null,
    video_embed_url: null,
    ...extra,
  },
});
const page = (items: unknown[], current = 1, pages = 1) => ({
  data: items,
  meta: {
    pagination: {
      total: items.length,
      count: items.length,
      per_page: 10,
      current_page: current,
      total_pages: pages,
    },
  },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

function at(path: string, pattern: string, Page: () => React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <Route path={pattern} component={Page} />
    </Router>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.includes('featured=1'))
      return Promise.resolve(json(page([item(1, 'Road closed', { featured: true })])));
    if (url.includes('featured=0')) return Promise.resolve(json(page([item(2, 'Clean-up drive')], 2, 3)));
    if (url.includes('type=video'))
      return Promise.resolve(json(page([item(5, 'City hall tour', { kind: 'video' })])));
    if (url.endsWith('/news_articles/9') || url.includes('/news_articles/9?')) {
      return Promise.resolve(json({ message: 'Article not found' }, 404));
    }
    return Promise.resolve(
      json({
        data: {
          ...item(7, 'Vaccination drive'),
          attributes: {
            ...item(7, 'Vaccination drive').attributes,
            body: '<h2>Bring</h2><p>Your <strong>ID</strong>.</p>',
          },
        },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/news', () => {
  it('shows the featured items first, then the latest others with their page', async () => {
    at('/news?page=1', '/news', NewsPage);
    const featured = await screen.findByRole('list', { name: 'Featured' });
    const latest = await screen.findByRole('list', { name: 'Latest news' });
    expect(featured.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(featured).getByRole('link', { name: 'Road closed' }).getAttribute('href')).toBe(
      '/articles/1',
    );
    expect(within(latest).getByRole('link', { name: 'Clean-up drive' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/news?page=3');
  });

  it('gives every cover its size and renditions, the first one eager and the rest lazy', async () => {
    at('/news', '/news', NewsPage);
    await screen.findByRole('list', { name: 'Latest news' });
    const images = document.querySelectorAll('img.news-cover');
    expect(images).toHaveLength(2);
    expect(images[0]?.getAttribute('width')).toBe('1200');
    expect(images[0]?.getAttribute('height')).toBe('675');
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/images/news/a-400.webp 400w, /images/news/a-1200.webp 1200w',
    );
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });
});

describe('/videos and /articles/{id}', () => {
  it('lists the videos only', async () => {
    at('/videos', '/videos', NewsListPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /City hall tour/ })).toBeTruthy();
    expect(asked().some((u) => u.includes('type=video'))).toBe(true);
  });

  it("shows an article with the server's HTML body", async () => {
    at('/articles/7', '/articles/:id', ArticlePage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaccination drive' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bring' })).toBeTruthy();
    expect(screen.getByText('Published Nov 20, 2026')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Vaccination drive'));
  });

  it('says an article taken down is not available', async () => {
    at('/articles/9', '/articles/:id', ArticlePage);
    expect(
      await screen.findByText('This article is not available. It may have been taken down.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to E-News' }));
  });
});
