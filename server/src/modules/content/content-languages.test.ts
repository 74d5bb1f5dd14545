import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentCommand } from '../../cli/content-commands';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FILIPINO = { 'Accept-Language': 'fil' };
const cli = async (...args: string[]) => {
  const lines: string[] = [];
  const done = await runContentCommand(t.database.db, args, (line) => lines.push(line));
  t.cache.clear();
  return { done, lines };
};

interface CmsDoc {
  data: { attributes: { type: string; body: string } }[];
}
async function contents(headers?: Record<string, string>) {
  const res = await t.app.request('/api/v1/taxpayers/cms', { headers });
  expect(res.status).toBe(200);
  const entry = ((await res.json()) as CmsDoc).data.find((e) => e.attributes.type === 'CONTENTS');
  return { res, body: JSON.parse(entry?.attributes.body ?? '{}') as Record<string, unknown> };
}
async function page(slug: string, headers?: Record<string, string>) {
  const res = await t.app.request(`/api/v1/taxpayers/site_pages/${slug}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attributes: { title: string; sections: { heading: string }[] } } })
    .data.attributes;
}

describe('site content in Filipino (issue 13)', () => {
  it("serves a key's Filipino value by Accept-Language, and its English where it has none", async () => {
    await cli('content', 'set', 'CONTENTS', 'IMPORTANT_ANNOUNCEMENT', 'Closed on Monday');
    const set = await cli(
      'content',
      'set',
      'CONTENTS',
      'IMPORTANT_ANNOUNCEMENT',
      'Sarado sa Lunes',
      '--lang',
      'fil',
    );
    expect(set.lines).toEqual([
      'CONTENTS.IMPORTANT_ANNOUNCEMENT = "Sarado sa Lunes" in Filipino (the portal shows it within its content cache time)',
    ]);
    const english = await contents();
    const filipino = await contents(FILIPINO);
    expect(english.body).toMatchObject({
      IMPORTANT_ANNOUNCEMENT: 'Closed on Monday',
      IMPORTANT_ANNOUNCEMENT_CHECKBOX: false,
    });
    expect(filipino.body).toMatchObject({
      IMPORTANT_ANNOUNCEMENT: 'Sarado sa Lunes',
      IMPORTANT_ANNOUNCEMENT_CHECKBOX: false,
    });
    expect(filipino.res.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(filipino.res.headers.get('ETag')).not.toBe(english.res.headers.get('ETag'));
    expect((await cli('content', 'get', 'CONTENTS', '--lang', 'fil')).lines.join('\n')).toBe(
      JSON.stringify({ IMPORTANT_ANNOUNCEMENT: 'Sarado sa Lunes' }, null, 2),
    );
  });

  it('serves an information page in English to a Filipino reader until its Filipino is set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-'));
    const english = join(dir, 'holidays.json');
    writeFileSync(
      english,
      JSON.stringify({ title: 'Holidays', sections: [{ heading: 'Closed', paragraphs: ['…'] }] }),
    );
    await cli('page', 'set', 'holidays', english);
    expect((await page('holidays', FILIPINO)).title).toBe('Holidays');
    const file = join(dir, 'holidays.fil.json');
    writeFileSync(
      file,
      JSON.stringify({ title: 'Mga Pista Opisyal', sections: [{ heading: 'Sarado', paragraphs: ['…'] }] }),
    );
    expect((await cli('page', 'set', 'holidays', file, '--lang', 'fil')).lines).toEqual([
      'page holidays saved in Filipino',
    ]);
    const filipino = await page('holidays', FILIPINO);
    expect(filipino.title).toBe('Mga Pista Opisyal');
    expect(filipino.sections[0]?.heading).toBe('Sarado');
    expect((await page('holidays')).title).toBe('Holidays');
  });

  it('refuses a Filipino page with no English to fall back on, and an unknown language', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'page-')), 'new.json');
    writeFileSync(file, JSON.stringify({ title: 'Bago', sections: [] }));
    await expect(cli('page', 'set', 'no-such-page', file, '--lang', 'fil')).rejects.toThrow(/no English yet/);
    await expect(cli('content', 'get', 'CONTENTS', '--lang', 'es')).rejects.toThrow(
      '--lang must be one of en, fil',
    );
  });

  it('comes with the demo city in Filipino: tag line, home modules and information pages', async () => {
    const cms = async (headers?: Record<string, string>) => {
      const res = await t.app.request('/api/v1/taxpayers/cms', { headers });
      const entry = ((await res.json()) as CmsDoc).data.find((e) => e.attributes.type === 'VARIABLES');
      return JSON.parse(entry?.attributes.body ?? '{}') as Record<string, unknown>;
    };
    expect((await cms()).TAG_LINE).toMatch(/^Pay local taxes/);
    expect((await cms(FILIPINO)).TAG_LINE).toMatch(/^Magbayad ng buwis/);
    // The rest of VARIABLES stays (a key without Filipino is English, never missing).
    expect((await cms(FILIPINO)).ORGANIZATION).toBe('Bayan Demo City');

    const services = async (headers?: Record<string, string>) => {
      const res = await t.app.request('/api/v1/site_e_services_menu?lang=fil', { headers });
      expect(res.headers.get('Vary')).toContain('Accept-Language');
      const doc = (await res.json()) as { data: { attributes: { name: string; description: string } }[] };
      return Object.fromEntries(doc.data.map((s) => [s.attributes.name, s.attributes.description]));
    };
    expect((await services())['E-News']).toBe('Read announcements, articles and videos from the city.');
    expect((await services(FILIPINO))['E-News']).toBe(
      'Basahin ang mga anunsyo, artikulo at video ng lungsod.',
    );

    for (const slug of ['about', 'faq', 'how-to', 'privacy-policy', 'terms-and-condition', 'contact-us']) {
      const english = await page(slug);
      const filipino = await page(slug, FILIPINO);
      expect(filipino.title, slug).not.toBe(english.title);
      expect(filipino.sections).toHaveLength(english.sections.length);
    }
  });
});
