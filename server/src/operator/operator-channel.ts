import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { removeOperatorFile, writeOperatorFile } from './operator-file';
import { type OperatorAnswerLine, OperatorRequest } from './operator-request';

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface OperatorChannelOptions {
  dataDir: string;
  logger: Logger;
  /** Runs one command in the portal and answers its exit code. */
  run: (request: OperatorRequest, io: CommandIo) => Promise<number>;
  /** Hands a running command to the portal's shutdown, which waits for it before closing the database. */
  track?: (work: Promise<unknown>) => void;
}

const MAX_BODY = 256 * 1024;
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The embedded database takes one process, so while the portal runs, the operator's command line
 * hands its commands to the portal, which runs them in-process on its own database (README,
 * "Operator commands while the portal runs"). The channel listens on 127.0.0.1 only, on a port
 * of the system's choosing, apart from the public port and anything in front of it; every command
 * must carry the token the portal wrote at start to `operator.json` in the data folder, readable
 * by the portal's own user only (0600). Whoever can read it can read the database itself.
 */
export async function startOperatorChannel(options: OperatorChannelOptions) {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  let port = 0;
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      options.logger.error({ err }, 'operator command failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // A page in a browser on this machine may reach 127.0.0.1 (DNS rebinding); it cannot send the
    // token, and a name other than the loopback address in Host gives it away before that.
    if (req.headers.host !== `127.0.0.1:${port}`) return refuse(res, 421);
    if (req.method !== 'POST' || req.url !== '/v1/commands') return refuse(res, 404);
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) return refuse(res, 401);
    const body = await readBody(req);
    const parsed = body === null ? null : v.safeParse(OperatorRequest, parseJson(body));
    if (!parsed?.success) return refuse(res, 400);
    const request = parsed.output;
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' });
    const send = (line: OperatorAnswerLine) => res.write(`${JSON.stringify(line)}\n`);
    const work = options
      .run(request, { out: (line) => send({ out: line }), err: (line) => send({ err: line }) })
      .catch((err: unknown) => {
        // As the command line prints an error it did not expect: its message, exit code 1.
        send({ err: `bayan: ${(err as Error).message}` });
        return 1;
      });
    options.track?.(work);
    const exit = await work;
    options.logger.info(
      { command: request.args.slice(0, 2).join(' '), user: request.user, exit },
      'operator command run for the command line',
    );
    send({ exit });
    res.end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  writeOperatorFile(options.dataDir, { pid: process.pid, port, token });
  // The channel never keeps the process alive on its own.
  server.unref();
  return {
    port,
    /** Takes no more commands (the command line then waits for the data folder); running ones finish. */
    close() {
      removeOperatorFile(options.dataDir, token);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function refuse(res: ServerResponse, status: number) {
  res.writeHead(status, { 'Content-Type': 'text/plain' });
  res.end();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
