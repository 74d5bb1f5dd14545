import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale, getLocale, useLocale } from '@/lib/i18n/locale';
import { useSession } from '@/stores/session';
import { syncLanguage } from './sync-language';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('the language on the device and in the profile', () => {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ data: {} })));
  beforeEach(() => {
    localStorage.clear();
    useLocale.setState({ locale: 'en' });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });

  it('saves a choice made while signed in to the account, and asks in that language', async () => {
    useSession.setState({ status: 'signed-in', profile: { first_name: 'JUAN', language: 'en' } as never });
    syncLanguage();
    applyLocale('fil');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/taxpayers/profile/language');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fil' });
    expect(new Headers(init?.headers).get('Accept-Language')).toMatch(/^fil/);
    await vi.waitFor(() => expect(useSession.getState().profile?.language).toBe('fil'));
  });

  it('does not save a choice made signed out', () => {
    useSession.setState({ status: 'signed-out', profile: null });
    syncLanguage();
    applyLocale('fil');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes the account's language on a device that never chose one", async () => {
    useSession.setState({ status: 'signed-out', profile: null });
    syncLanguage();
    useSession.setState({ status: 'signed-in', profile: { first_name: 'JUAN', language: 'fil' } as never });
    await vi.waitFor(() => expect(getLocale()).toBe('fil'));
  });
});
