import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PAYMENT_SETTINGS_PATH } from '@/features/payments/api/payment-settings-path';
import { transactionPath } from '@/features/transactions/api/transaction-paths';
import { applyLocale } from '@/lib/i18n/locale';
import { http } from '@/lib/http';
import { earlyUrls, startEarlyFetch, takeEarlyFetch } from './early-fetch';

const fetchMock = vi.fn<typeof fetch>();
const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(ok);
  localStorage.setItem('token', 'session-a');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  vi.restoreAllMocks();
  localStorage.clear();
  applyLocale('en');
});

it('asks for what the app itself asks for, at the same addresses', () => {
  expect(earlyUrls('/transaction-history/TX%2F1')).toEqual([transactionPath('TX/1'), PAYMENT_SETTINGS_PATH]);
  expect(earlyUrls('/transaction-history/12/')).toEqual([transactionPath('12'), PAYMENT_SETTINGS_PATH]);
  expect(earlyUrls('/transaction-history')).toEqual([]);
  expect(earlyUrls('/transaction-history/%E0%A4%A')).toEqual([]);
});

it('sends the headers the app sends, in the language chosen on the device', async () => {
  applyLocale('fil');
  await http.get(PAYMENT_SETTINGS_PATH);
  const appHeaders = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
  startEarlyFetch('/transaction-history/12');
  const earlyHeaders = new Headers(fetchMock.mock.calls[2]?.[1]?.headers);
  for (const name of ['Accept', 'Accept-Language', 'Authorization'])
    expect(earlyHeaders.get(name), name).toBe(appHeaders.get(name));
  expect(earlyHeaders.get('Authorization')).toBe('Bearer session-a');
});

it('hands each answer over once, and only to the session that started it', () => {
  startEarlyFetch('/transaction-history/12');
  const url = transactionPath('12');
  expect(takeEarlyFetch(PAYMENT_SETTINGS_PATH, 'session-b')).toBeUndefined();
  expect(takeEarlyFetch(url, 'session-a')).toBeInstanceOf(Promise);
  expect(takeEarlyFetch(url, 'session-a')).toBeUndefined();
});

it('asks nothing signed out or offline', () => {
  localStorage.removeItem('token');
  startEarlyFetch('/transaction-history/12');
  localStorage.setItem('token', 'session-a');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  startEarlyFetch('/transaction-history/12');
  expect(fetchMock).not.toHaveBeenCalled();
});
