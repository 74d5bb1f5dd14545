import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

async function frameSrc(options: Parameters<typeof securityHeaders>[0]): Promise<string[]> {
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('/', (c) => c.text('ok'));
  const csp = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return directive?.slice(1) ?? [];
}

const base = { frameAncestors: "'none'", production: true };

describe('the CSP frame-src', () => {
  it("lets the portal frame only its own pages and the gateway's checkout origin", async () => {
    expect(await frameSrc({ ...base, frameSources: ['https://checkout.paymongo.com'] })).toEqual([
      "'self'",
      'https://checkout.paymongo.com',
    ]);
    expect(await frameSrc(base)).toEqual(["'self'"]);
  });

  it('adds the reCAPTCHA frames only when reCAPTCHA is configured, and never a whole scheme', async () => {
    const sources = await frameSrc({
      ...base,
      recaptcha: true,
      frameSources: ['https://checkout.paymongo.com'],
    });
    expect(sources).toEqual([
      "'self'",
      'https://checkout.paymongo.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(sources).not.toContain('https:');
  });
});
