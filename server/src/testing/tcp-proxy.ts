import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a database that a test can take away: `down()` drops every
 * connection and refuses new ones (a server stopped with `pg_ctl stop -m immediate`), `freeze()`
 * keeps connections open but passes nothing either way (a server stopped with SIGSTOP, or a
 * network that drops packets), and `up()` puts things back. The real server is never touched,
 * so other test files sharing it carry on.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  let server: Server | undefined;
  let port = 0;

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on('close', drop).on('error', drop);
    // Added in the same tick as the listeners: not one byte passes while frozen.
    if (frozen) for (const socket of pair) socket.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(accept);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (!s) resolve();
      else s.close(() => resolve());
    });

  await listen();
  return {
    /** host:port of the proxy, for a database URL. */
    address: () => `127.0.0.1:${port}`,
    async down() {
      frozen = false;
      await close();
    },
    freeze() {
      frozen = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    async up() {
      frozen = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
      if (!server) await listen();
    },
    close,
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
