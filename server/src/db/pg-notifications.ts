import pg from 'pg';

/** Messages between the instances on one PostgreSQL (LISTEN/NOTIFY). */
export interface Notifications {
  /** Sends `payload` to every instance listening on `channel` (this one too), once the statement commits. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` for each message on `channel`. */
  subscribe(channel: string, handler: (payload: string) => void): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
const ignore = () => undefined;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work), reconnecting a
 * second after it is lost. Messages sent while it is away are missed: a listener must not depend
 * on them for correctness, only for speed (the session cache still forgets within its ttl).
 */
export function createPgNotifications(options: {
  url: string;
  timeoutMs: number;
  publishVia: (channel: string, payload: string) => Promise<void>;
}): Notifications {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let closed = false;
  let started = false;
  let retry: NodeJS.Timeout | undefined;

  const later = () => {
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  async function connect() {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: options.timeoutMs });
    next.on('error', ignore);
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch {
          // A message this version cannot read (another release's) is not worth the process.
        }
      }
    });
    next.once('end', () => {
      if (client === next) client = undefined;
      later();
    });
    try {
      await next.connect();
      if (closed) return void (await next.end());
      // Set first, so a channel subscribed from now on is listened to by subscribe() itself.
      client = next;
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
    } catch {
      // 'end' follows a failed connect and schedules the next try; make sure it comes.
      next.end().catch(ignore);
    }
  }

  return {
    publish: (channel, payload) => options.publishVia(channel, payload),
    subscribe(channel, handler) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name '${channel}'`);
      const known = handlers.has(channel);
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(handler));
      if (client && !known) client.query(`listen "${channel}"`).catch(ignore);
      if (!started) {
        started = true;
        void connect();
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(ignore);
    },
  };
}
