import { describe, expect, it } from 'vitest';
import { embeddedArticle } from './embedded-article';

const doc = {
  data: {
    type: 'news_articles',
    id: '7',
    attributes: {
      kind: 'article',
      title: 'Road closed',
      summary: 's',
      category: 'c',
      featured: false,
      published_at: '2026-11-20T01:00:00Z',
      cover: null,
      video_url: null,
      video_embed_url: null,
      body: '<p>b</p>',
    },
  },
};

describe('the article in the first HTML', () => {
  it('answers for its own id for a few seconds, and is taken out of the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bayan-article';
    block.textContent = JSON.stringify(doc);
    document.head.append(block);
    expect(embeddedArticle('7', 1_000)?.data.attributes.title).toBe('Road closed');
    expect(document.getElementById('bayan-article')).toBeNull();
    // React may ask twice for the first render.
    expect(embeddedArticle('7', 2_000)?.data.id).toBe('7');
    expect(embeddedArticle('8', 2_000)).toBeNull();
    expect(embeddedArticle('7', 12_000)).toBeNull();
  });
});
