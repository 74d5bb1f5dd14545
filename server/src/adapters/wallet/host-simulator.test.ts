import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { createTestApp } from '../../testing/test-app';

const dataDir = await mkdtemp(join(tmpdir(), 'bayan-host-simulator-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the GCash host simulator', () => {
  it('is served by the running portal itself with the wallet sandbox on, on whatever port it listens', async () => {
    const t = await createTestApp({ config: readEnv({ BAYAN_DATA_DIR: dataDir, GCASH_API: 'sandbox' }) });
    try {
      const page = await t.app.request('/sandbox/gcash/host-simulator/index.html?mobile=639171234567');
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<iframe id="web-view"');
      expect(html).toContain('src="host-simulator.js"');
      const script = await t.app.request('/sandbox/gcash/host-simulator/host-simulator.js');
      expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      // It calls the sandbox by paths of the same origin: no port is written into it.
      expect(await script.text()).toContain("fetch('/sandbox/gcash/auth_codes'");
      expect((await t.app.request('/sandbox/gcash/host-simulator/style.css')).status).toBe(404);
      expect((await t.app.request('/sandbox/gcash/host-simulator/..%2Fsandbox-keys.ts')).status).toBe(404);
      const bare = await t.app.request('/sandbox/gcash/host-simulator?mobile=639171234567');
      expect(bare.headers.get('Location')).toBe(
        '/sandbox/gcash/host-simulator/index.html?mobile=639171234567',
      );
    } finally {
      await t.close();
    }
  });

  it('is not there without the sandbox', async () => {
    const t = await createTestApp({ config: readEnv({ BAYAN_DATA_DIR: dataDir, GCASH_API: 'off' }) });
    try {
      expect((await t.app.request('/sandbox/gcash/host-simulator/index.html')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
