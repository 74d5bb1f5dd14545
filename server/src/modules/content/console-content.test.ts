import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { staffBearer } from '../staff/staff-test-kit';

let t: AccountsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  auth = { Authorization: await staffBearer(t, ['operator']) };
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown) =>
  t.app.request(`/api/v1/staff/${path}`, {
    method,
    headers: { ...auth, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const cmsValue = async (type: string, key: string, language = 'en') => {
  const res = await t.app.request('/api/v1/taxpayers/cms', { headers: { 'Accept-Language': language } });
  const { data } = (await res.json()) as { data: { attributes: { type: string; body: string } }[] };
  const body = data.find((e) => e.attributes.type === type)?.attributes.body ?? '{}';
  return (JSON.parse(body) as Record<string, unknown>)[key];
};

describe('site content and settings in the console', () => {
  it('edits a content value in English and Filipino; the site shows it at once; audited', async () => {
    await cmsValue('VARIABLES', 'TAG_LINE'); // cached now
    expect((await send('PUT', 'content/VARIABLES/TAG_LINE', { value: 'Pay online, any day.' })).status).toBe(
      200,
    );
    expect(await cmsValue('VARIABLES', 'TAG_LINE')).toBe('Pay online, any day.');
    await send('PUT', 'content/VARIABLES/TAG_LINE', {
      value: 'Magbayad online, kahit kailan.',
      language: 'fil',
    });
    expect(await cmsValue('VARIABLES', 'TAG_LINE', 'fil')).toBe('Magbayad online, kahit kailan.');
    const audit = await send('GET', 'audit?action=content.set');
    const { data } = (await audit.json()) as { data: { subject: string; detail: { language: string } }[] };
    expect(data.map((e) => [e.subject, e.detail.language])).toEqual([
      ['content:VARIABLES.TAG_LINE', 'fil'],
      ['content:VARIABLES.TAG_LINE', 'en'],
    ]);
  });

  it('changes only keys that exist, keeping their kind of value; switches are settings', async () => {
    expect((await send('PUT', 'content/VARIABLES/NO_SUCH_KEY', { value: 'x' })).status).toBe(404);
    expect((await send('PUT', 'content/NOPE/TITLE', { value: 'x' })).status).toBe(404);
    expect((await send('PUT', 'content/VARIABLES/TAG_LINE', { value: 42 })).status).toBe(422);
    expect((await send('PUT', 'content/VARIABLES/TAG_LINE', { value: 'x'.repeat(2001) })).status).toBe(422);
    expect((await send('PUT', 'content/COMPONENTS/EMAIL_LOGIN', { value: true })).status).toBe(404);
  });

  it('turns on e-mail sign-in, sets a setting by its rule, and takes a service down', async () => {
    const page = await send('GET', 'settings');
    const { data } = (await page.json()) as {
      data: { flags: Record<string, boolean>; settings: { key: string }[]; modules: { code: string }[] };
    };
    expect(data.flags.EMAIL_LOGIN).toBe(false);
    expect(data.settings.map((s) => s.key)).toEqual(
      expect.arrayContaining(['billing_import', 'mfa_required']),
    );
    expect((await send('PUT', 'flags/EMAIL_LOGIN', { value: true })).status).toBe(200);
    expect(await cmsValue('COMPONENTS', 'EMAIL_LOGIN')).toBe(true);
    expect((await send('PUT', 'flags/EMAIL_LOGIN', { value: 'yes' })).status).toBe(422);
    expect((await send('PUT', 'flags/TAG_LINE', { value: true })).status).toBe(404);

    expect((await send('PUT', 'settings/billing_import', { value: 'manual' })).status).toBe(200);
    const bad = await send('PUT', 'settings/mfa_required', { value: 'maybe' });
    expect(bad.status).toBe(422);
    expect((await send('PUT', 'settings/nope', { value: '1' })).status).toBe(404);
    const billing = await t.app.request('/api/v1/taxpayers/billing_import');
    expect(JSON.stringify(await billing.json())).toContain('MANUAL');

    const code = data.modules[0]?.code ?? '';
    expect((await send('PUT', `modules/${code}`, { is_coming_soon: true })).status).toBe(200);
    expect((await send('PUT', `modules/${code}`, {})).status).toBe(422);
    expect((await send('PUT', 'modules/NOPE', { is_active: false })).status).toBe(404);
  });
});
