import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteContent, siteContent } from './site-content';

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
});
