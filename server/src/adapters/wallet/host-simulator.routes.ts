import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';

/** Where the portal serves the simulated GCash shell, beside the wallet sandbox it talks to. */
export const HOST_SIMULATOR_PATH = '/sandbox/gcash/host-simulator';

const FILES: Readonly<Record<string, string>> = {
  'index.html': 'text/html; charset=UTF-8',
  'host-simulator.js': 'text/javascript; charset=UTF-8',
  'host-simulator.css': 'text/css; charset=UTF-8',
};
const folder = new URL('./host-simulator/', import.meta.url);

/**
 * The GCash host simulator (a stand-in for the mini-program shell: the portal in its web-view, its
 * cashier for payments) served by the running portal itself, so trying the wallet path needs
 * nothing else, on whatever PORT the portal listens (issue 30). Only with the wallet sandbox on.
 */
export function hostSimulatorRoutes() {
  const app = new Hono();
  app.get(HOST_SIMULATOR_PATH, (c) =>
    c.redirect(`${HOST_SIMULATOR_PATH}/index.html${new URL(c.req.url).search}`),
  );
  app.get(`${HOST_SIMULATOR_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = FILES[file];
    if (!type) return c.notFound();
    return c.body(await readFile(new URL(file, folder)), 200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
