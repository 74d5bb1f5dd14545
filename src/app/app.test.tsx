import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteContent, siteContent } from '@/content/site-content';
import { restoreSession } from '@/stores/session';
import { App } from './app';
import { useUpdateState } from './pwa/update-state';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  });

const cms = {
  data: [
    {
      type: 'cms',
      id: '1',
      attributes: {
        type: 'VARIABLES',
        body: JSON.stringify({ TITLE_SITE: 'Lungsod Portal', ORGANIZATION: 'Lungsod' }),
      },
    },
    {
      type: 'cms',
      id: '2',
      attributes: { type: 'COMPONENTS', body: JSON.stringify({ E_SERVICES_COMING_SOON: true }) },
    },
    {
      type: 'cms',
      id: '3',
      attributes: { type: 'CMS_COLORS', body: JSON.stringify({ PRIMARY: '#123456' }) },
    },
  ],
};
const menu = {
  data: ['E-Government', 'E-Services', 'E-Wallet'].map((name, i) => ({
    type: 'site_e_services_menu',
    id: String(i + 1),
    attributes: {
      name,
      cms_code: name,
      description: `${name} text`,
      photo: null,
      sequence: i + 1,
      status: 1,
    },
  })),
};

describe('App', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    restoreSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useUpdateState.setState({ apply: null });
  });

  it('shows a blank placeholder while content loads, then the site of the server', async () => {
    fetchMock.mockImplementation((url) => Promise.resolve(json(String(url).includes('/cms') ? cms : menu)));
    const loading = loadSiteContent();
    render(<App />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await act(() => loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lungsod Portal' })).toBeTruthy();
    expect(document.title).toBe('Lungsod Portal');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    const services = within(screen.getByRole('list', { name: 'Services' }));
    expect(services.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'E-Government',
      'E-Services',
    ]);
    expect(screen.getByText('© 2020 Lungsod. All rights reserved.')).toBeTruthy();
  });

  it('says there is no connection when content cannot load offline, and retries', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => loadSiteContent());
    render(<App />);
    expect(screen.getByRole('heading', { name: 'No internet connection' })).toBeTruthy();

    online.mockReturnValue(true);
    fetchMock.mockImplementation((url) => Promise.resolve(json(String(url).includes('/cms') ? cms : menu)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lungsod Portal' })).toBeTruthy();
    expect(siteContent.status).toBe('ready');
  });

  it('says there is no connection on a reload with the network down while the phone says online', async () => {
    // No load or a captive Wi-Fi: navigator.onLine stays true, the request gets no answer (issue 30).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => loadSiteContent());
    render(<App />);
    expect(screen.getByRole('heading', { name: 'No internet connection' })).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });

  it('tells a server that answered with an error apart from no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // A fresh answer each time: a GET is tried twice.
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
    );
    await act(() => loadSiteContent());
    expect(siteContent.status).toBe('error');
    render(<App />);
    expect(screen.queryByRole('heading', { name: 'No internet connection' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'We cannot reach the portal right now' })).toBeTruthy();
  });

  it("offers the waiting update with a 'Here!' action", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((url) => Promise.resolve(json(String(url).includes('/cms') ? cms : menu)));
    await act(() => loadSiteContent());
    const apply = vi.fn();
    useUpdateState.setState({ apply });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Here!' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
