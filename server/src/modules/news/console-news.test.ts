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
const article = {
  title: 'Market road closed for repairs',
  summary: 'The road beside the market is closed from Monday to Friday.',
  category: 'Public Works',
  body: '## What is closed\n\nThe **market road**.',
};
const served = async () => {
  const res = await t.app.request('/api/v1/taxpayers/news_articles');
  return ((await res.json()) as { data: { id: string; attributes: { title: string } }[] }).data;
};

describe('news in the console', () => {
  it('previews Markdown through the readers’ renderer: no script survives', async () => {
    const res = await send('POST', 'news/preview', {
      body: '**bold** <script>alert(1)</script> [x](javascript:alert(1))',
    });
    const { data } = (await res.json()) as { data: { html: string } };
    expect(data.html).toContain('<strong>bold</strong>');
    expect(data.html).not.toContain('<script');
    expect(data.html).not.toMatch(/href="javascript:/i);
  });

  it('publishes an article that readers see at once, features it and takes it down, audited', async () => {
    await served(); // the readers' list is cached now
    const res = await send('POST', 'news', article);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } };
    expect((await served()).map((n) => n.attributes.title)).toContain(article.title);
    expect((await send('POST', `news/${data.id}/feature`, { featured: true })).status).toBe(200);
    const listed = (await (await send('GET', 'news')).json()) as {
      data: { id: number; state: string; featured: boolean }[];
    };
    expect(listed.data.find((n) => n.id === data.id)).toMatchObject({ state: 'published', featured: true });
    expect((await send('POST', `news/${data.id}/unpublish`)).status).toBe(200);
    expect((await served()).map((n) => n.attributes.title)).not.toContain(article.title);
    const audit = await send('GET', `audit?action=news.publish`);
    expect(JSON.stringify(await audit.json())).toContain(`news:${data.id}`);
  });

  it('schedules an article for later, and names each bad field', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await send('POST', 'news', { ...article, title: 'Tomorrow', publish_at: later });
    expect(res.status).toBe(201);
    const listed = (await (await send('GET', 'news')).json()) as { data: { title: string; state: string }[] };
    expect(listed.data.find((n) => n.title === 'Tomorrow')?.state).toBe('scheduled');
    const bad = await send('POST', 'news', {
      title: '',
      summary: 'x'.repeat(301),
      category: '',
      body: '',
      publish_at: 'soon',
    });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['body', 'category', 'publish_at', 'summary', 'title']);
    expect((await send('POST', 'news/999999/unpublish')).status).toBe(404);
  });
});
