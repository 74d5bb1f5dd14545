import { describe, expect, it } from 'vitest';
import { embeddedNewsList } from './embedded-news-list';

const list = (title: string) => ({
  data: [
    {
      type: 'news_articles',
      id: '1',
      attributes: {
        kind: 'article',
        title,
        summary: 's',
        category: 'c',
        featured: false,
        published_at: '2026-11-20T01:00:00Z',
        cover: null,
        video_url: null,
        video_embed_url: null,
      },
    },
  ],
  meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 } },
});

describe("/news's lists in the first HTML", () => {
  it('answer the two first-page queries only', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bayan-news';
    block.textContent = JSON.stringify({ featured: list('Featured one'), latest: list('Latest one') });
    document.head.append(block);
    const featured = embeddedNewsList({ featured: true, page: 1, perPage: 6 }, 1_000);
    expect(featured?.data[0]?.attributes.title).toBe('Featured one');
    expect(
      embeddedNewsList({ featured: false, page: 1, perPage: 10 }, 1_000)?.data[0]?.attributes.title,
    ).toBe('Latest one');
    expect(embeddedNewsList({ featured: false, page: 2, perPage: 10 }, 1_000)).toBeNull();
    expect(embeddedNewsList({ type: 'video', page: 1, perPage: 12 }, 1_000)).toBeNull();
    expect(embeddedNewsList({ featured: true, page: 1, perPage: 6 }, 20_000)).toBeNull();
  });
});
