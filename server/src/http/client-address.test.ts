import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

/** The address clientAddress reads for a request carrying `forwarded` as X-Forwarded-For. */
async function addressFor(trustedHops: number, forwarded?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedHops)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressFor(0, '203.0.113.7')).toBe('local');
  });

  it('behind one proxy takes the right-most entry, the one the proxy appended', async () => {
    expect(await addressFor(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(1, '1.2.3.4,5.6.7.8 ,  203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('behind two proxies takes the second entry from the right', async () => {
    expect(await addressFor(2, '6.6.6.6, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('takes the left-most entry when there are fewer entries than proxies', async () => {
    expect(await addressFor(3, '203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('falls back to the socket address without a usable header', async () => {
    expect(await addressFor(1)).toBe('local');
    expect(await addressFor(1, ' , ')).toBe('local');
  });
});
