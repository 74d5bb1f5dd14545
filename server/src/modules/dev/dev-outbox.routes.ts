import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatDateTime } from '@/domain/format/format-date';
import type { Db } from '../../db/client';
import { outbox } from '../../db/auth-schema';

const LIMIT = 50;

async function latest(db: Db, to: string | undefined) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(LIMIT);
}

/** `GET /api/dev/outbox?to=`: the newest messages, as JSON (scripts and browser tests read OTPs here). */
export function devOutboxApi(db: Db) {
  const app = new Hono();
  app.get('/dev/outbox', async (c) => {
    const rows = await latest(db, c.req.query('to') || undefined);
    return c.json({
      data: rows.map((m) => ({
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        body: m.body,
        created_at: m.createdAt,
      })),
    });
  });
  return app;
}

/** `/dev/outbox`: the same as a plain page, so a person trying the portal can read the OTP. */
export function devOutboxPage(db: Db) {
  const app = new Hono();
  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to') || undefined;
    const rows = await latest(db, to);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <!-- A code lasts a minute: the page shows a new one by itself within seconds. -->
            <meta http-equiv="refresh" content="5" />
            <title>Outbox (development)</title>
          </head>
          <body>
            <main>
              <h1>Outbox</h1>
              <p>
                SMS and e-mail that the portal would have sent, newest first (Manila time); the page refreshes
                every 5 seconds. It exists only outside production.
              </p>
              <form method="get">
                <label for="to">Mobile number or e-mail</label>
                <input id="to" name="to" value="${to ?? ''}" placeholder="639171234567" />
                <button type="submit">Filter</button>
              </form>
              ${
                rows.length === 0
                  ? html`<p>No messages yet.</p>`
                  : html`<table>
                      <caption>
                        Newest first
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">When</th>
                          <th scope="col">Channel</th>
                          <th scope="col">To</th>
                          <th scope="col">Message</th>
                        </tr>
                      </thead>
                      <tbody>
                        ${rows.map(
                          (m) =>
                            html`<tr>
                              <td>${formatDateTime(m.createdAt)}</td>
                              <td>${m.channel}</td>
                              <td>${m.to}</td>
                              <td>${m.subject ? html`<strong>${m.subject}</strong><br />` : ''}${m.body}</td>
                            </tr>`,
                        )}
                      </tbody>
                    </table>`
              }
            </main>
          </body>
        </html>`,
    );
  });
  return app;
}
