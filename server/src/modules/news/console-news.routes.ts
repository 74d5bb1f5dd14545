import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { staffActor } from '../staff/staff-roles';
import type { ConsoleNews } from './console-news.service';

export const NEWS_NOT_FOUND_MESSAGE = 'News item not found.';

const idOf = (raw: string) => {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new NotFoundError(NEWS_NOT_FOUND_MESSAGE);
  return Number(raw);
};

/** News in the console, all under content.edit (issue 28; docs/api-staff.md). */
export function consoleNewsRoutes(d: { news: ConsoleNews; bodyLimits: BodyLimits }) {
  const app = new Hono<StaffEnv>();
  const { json } = d.bodyLimits;
  const editor = requireStaff('content.edit');
  app.get('/v1/staff/news', editor, async (c) => c.json({ data: await d.news.list() }));
  app.post('/v1/staff/news/preview', json, editor, async (c) =>
    c.json({ data: d.news.preview(await readJson(c)) }),
  );
  app.post('/v1/staff/news', json, editor, async (c) => {
    const row = await d.news.publish(staffActor(c.get('staff')), await readJson(c));
    return c.json({ data: { id: row.id, published_at: row.publishedAt.toISOString() } }, 201);
  });
  app.post('/v1/staff/news/:id/unpublish', json, editor, async (c) => {
    await d.news.unpublish(staffActor(c.get('staff')), idOf(c.req.param('id')));
    return c.json({ data: { done: true } });
  });
  app.post('/v1/staff/news/:id/feature', json, editor, async (c) => {
    const body = await readJson(c);
    await d.news.feature(staffActor(c.get('staff')), idOf(c.req.param('id')), body.featured !== false);
    return c.json({ data: { done: true } });
  });
  return app;
}
