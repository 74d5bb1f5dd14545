import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { loadSiteContent, reloadContentOnLanguageSwitch, siteContent } from './site-content';

const boot = {
  cms: {
    data: [
      {
        type: 'cms',
        id: '1',
        attributes: { type: 'VARIABLES', body: JSON.stringify({ TITLE_SITE: 'Embedded City' }) },
      },
    ],
  },
  services: {
    data: [
      {
        type: 'site_e_services_menu',
        id: '1',
        attributes: {
          name: 'E-News',
          cms_code: 'E_NEWS',
          description: 'News',
          photo: null,
          sequence: 1,
          status: 1,
        },
      },
    ],
  },
};

function embed(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'bayan-boot';
  element.textContent = json;
  document.head.append(element);
}

describe('loadSiteContent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('bayan-boot')?.remove();
  });

  it('uses the content embedded in the page without a request, once', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    embed(JSON.stringify(boot));
    await loadSiteContent();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(siteContent.status).toBe('ready');
    expect(siteContent.variables.TITLE_SITE).toBe('Embedded City');
    expect(siteContent.services.map((s) => s.name)).toEqual(['E-News']);
    expect(document.getElementById('bayan-boot')).toBeNull();
  });

  it('fetches when the embedded content is broken', async () => {
    const fetchMock = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        new Response(JSON.stringify(String(url).includes('/cms') ? boot.cms : boot.services), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    embed('{"cms": 42}');
    await loadSiteContent();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(siteContent.status).toBe('ready');
  });

  describe('in Filipino', () => {
    const filipinoCms = {
      data: [
        {
          type: 'cms',
          id: '1',
          attributes: { type: 'VARIABLES', body: JSON.stringify({ TITLE_SITE: 'Lungsod na Halimbawa' }) },
        },
      ],
    };
    const answering = () =>
      vi.fn<typeof fetch>((url, init) => {
        const filipino = new Headers(init?.headers).get('Accept-Language')?.startsWith('fil');
        const body = String(url).includes('/cms') ? (filipino ? filipinoCms : boot.cms) : boot.services;
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
        );
      });
    afterEach(() => applyLocale('en'));

    it('reads the content again in Filipino instead of the English the page embeds', async () => {
      const fetchMock = answering();
      vi.stubGlobal('fetch', fetchMock);
      applyLocale('fil');
      embed(JSON.stringify(boot));
      await loadSiteContent();
      expect(siteContent.variables.TITLE_SITE).toBe('Lungsod na Halimbawa');
      // The address keeps the worker's English and Filipino copies apart.
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        '/api/v1/taxpayers/cms?lang=fil',
        '/api/v1/site_e_services_menu?order_by=sequence&sort_by=asc&status=1&lang=fil',
      ]);
    });

    it('reads it again on a language switch, keeping the page shown meanwhile', async () => {
      const fetchMock = answering();
      vi.stubGlobal('fetch', fetchMock);
      embed(JSON.stringify(boot));
      await loadSiteContent();
      expect(siteContent.variables.TITLE_SITE).toBe('Embedded City');
      reloadContentOnLanguageSwitch();
      applyLocale('fil');
      expect(siteContent.status).toBe('ready');
      await vi.waitFor(() => expect(siteContent.variables.TITLE_SITE).toBe('Lungsod na Halimbawa'));
    });
  });
});
