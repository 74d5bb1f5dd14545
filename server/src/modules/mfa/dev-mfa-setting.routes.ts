import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { readJson } from '../../http/read-json';
import { ValidationError } from '../../http/http-errors';
import { lguRequiresMfa, MFA_REQUIRED_SETTING } from './mfa-settings-keys';

/**
 * `GET|PUT /api/dev/mfa_required` ({ mfa_required: true|false }): the LGU setting, for browser
 * journeys while the portal runs (the CLI cannot open the embedded database then). Never mounted
 * in production, like the outbox.
 */
export function devMfaSettingRoutes(db: Db) {
  const app = new Hono();
  app.get('/dev/mfa_required', async (c) => c.json({ mfa_required: await lguRequiresMfa(db) }));
  app.put('/dev/mfa_required', async (c) => {
    const on = (await readJson(c)).mfa_required;
    if (typeof on !== 'boolean')
      throw new ValidationError({ mfa_required: ['mfa_required must be true or false'] });
    const value = String(on);
    await db
      .insert(settings)
      .values({ key: MFA_REQUIRED_SETTING, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    return c.json({ mfa_required: on });
  });
  return app;
}
