import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteContent } from '@/content/site-content';
import { BOOT_CONTENT_URLS, keepBootContent } from './keep-boot-content';
import { NEWS_URL, PUBLIC_API_URL, PUBLIC_CONTENT_CACHE } from './public-content';

const at = (path: string) => `https://bayan.example.gov.ph${path}`;

afterEach(() => vi.unstubAllGlobals());

describe('PUBLIC_API_URL', () => {
  it('lets the worker keep public content', () => {
    for (const path of [
      '/api/v1/taxpayers/cms',
      '/api/v1/site_e_services_menu?order_by=sequence&sort_by=asc&status=1',
      '/api/v1/taxpayers/module_systems',
      '/api/v1/taxpayers/module_systems/12',
      '/api/v1/taxpayers/site_pages/faq',
      '/api/v1/taxpayers/places?level=province&parent_code=0100000000',
      '/api/v1/taxpayers/barangays?municipality_code=012801000',
      '/api/v1/taxpayers/citizenships',
      '/api/v1/taxpayers/line_businesses',
    ])
      expect(PUBLIC_API_URL.test(at(path)), path).toBe(true);
  });

  it('never lets it keep a personal answer', () => {
    for (const path of [
      '/api/v1/taxpayers/profile',
      '/api/v1/taxpayers/transaction_histories?page=1&per_page=10',
      '/api/v1/taxpayers/transaction_histories/7/receipt.pdf',
      '/api/v1/taxpayers/uploads/3',
      '/api/v1/taxpayers/btax_billing_api_imports?bin=1',
      // A public path smuggled into the query of a personal one.
      '/api/v1/taxpayers/transaction_histories?next=/api/v1/taxpayers/cms',
      '/api/v1/taxpayers/cms/../profile',
    ])
      expect(PUBLIC_API_URL.test(at(path)), path).toBe(false);
  });
});

describe('NEWS_URL', () => {
  it('lets the worker keep the news read online, for reading offline', () => {
    for (const path of [
      '/api/v1/taxpayers/news_articles',
      '/api/v1/taxpayers/news_articles?page=1&per_page=10&type=article&lang=fil',
      '/api/v1/taxpayers/news_articles/7',
      '/api/v1/taxpayers/news_images/7-800.webp',
      '/images/news/market-road-800.webp',
    ])
      expect(NEWS_URL.test(at(path)), path).toBe(true);
  });

  it('keeps nothing else', () => {
    for (const path of [
      '/api/v1/taxpayers/news_articles/7/../../profile',
      '/api/v1/taxpayers/profile',
      '/api/v1/taxpayers/transaction_histories?next=/api/v1/taxpayers/news_articles',
      '/api/v1/taxpayers/news_images/../uploads/3',
    ])
      expect(NEWS_URL.test(at(path)), path).toBe(false);
  });
});

describe('BOOT_CONTENT_URLS', () => {
  it('are exactly what the app asks for at start', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request | string) => {
        const url = new URL(typeof request === 'string' ? request : request.url, 'http://localhost');
        asked.push(url.pathname + url.search);
        return Promise.resolve(new Response('{}', { status: 500 }));
      }),
    );
    await loadSiteContent();
    for (const url of BOOT_CONTENT_URLS) expect(asked).toContain(url);
  });
});

describe('keepBootContent', () => {
  it('fetches what the cache lacks, once', async () => {
    const stored = new Map<string, Response>();
    const cache = {
      match: (url: string) => Promise.resolve(stored.get(url)),
      put: (url: string, response: Response) => {
        stored.set(url, response);
        return Promise.resolve();
      },
    };
    const storage = { open: vi.fn(() => Promise.resolve(cache)) } as unknown as CacheStorage;
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"data":[]}')));
    await keepBootContent(storage, fetchImpl);
    await keepBootContent(storage, fetchImpl);
    expect(storage.open).toHaveBeenCalledWith(PUBLIC_CONTENT_CACHE);
    expect([...stored.keys()]).toEqual(BOOT_CONTENT_URLS);
    expect(fetchImpl).toHaveBeenCalledTimes(BOOT_CONTENT_URLS.length);
  });
});
