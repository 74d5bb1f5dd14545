// One way to ask the OS for a loopback port that is free right now: used by the throwaway
// PostgreSQL cluster, the bench's server, the fault suite's portals and the server's own tests.
import { createServer } from 'node:net';

/** Resolves with a port on 127.0.0.1 that nothing listens on at this moment. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
