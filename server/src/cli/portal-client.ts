import { request } from 'node:http';
import type { OperatorEndpoint } from '../operator/operator-file';
import type { OperatorAnswerLine, OperatorRequest } from '../operator/operator-request';
import type { CommandIo } from './operator-command';

/** The portal that wrote the endpoint is gone (stopped since): open the data folder instead. */
export class PortalGoneError extends Error {}

/**
 * Sends one command to the running portal's operator channel and prints its output as it comes
 * (server/src/operator/operator-channel.ts); answers the command's exit code.
 */
export function runInPortal(
  endpoint: OperatorEndpoint,
  command: OperatorRequest,
  io: CommandIo,
): Promise<number> {
  const body = JSON.stringify(command);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: endpoint.port,
        method: 'POST',
        path: '/v1/commands',
        headers: {
          Authorization: `Bearer ${endpoint.token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`the portal refused the command (HTTP ${res.statusCode ?? '?'})`));
          return;
        }
        let pending = '';
        let exit: number | null = null;
        const take = (text: string) => {
          if (!text) return;
          const line = JSON.parse(text) as OperatorAnswerLine;
          if ('out' in line) io.out(line.out);
          else if ('err' in line) io.err(line.err);
          else exit = line.exit;
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          pending += chunk;
          let at: number;
          while ((at = pending.indexOf('\n')) >= 0) {
            take(pending.slice(0, at));
            pending = pending.slice(at + 1);
          }
        });
        res.on('end', () => {
          take(pending);
          if (exit === null)
            reject(
              new Error(
                'the connection to the portal ended before the command finished: check whether it took effect',
              ),
            );
          else resolve(exit);
        });
        res.on('error', reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ECONNREFUSED' ? new PortalGoneError(err.message) : err),
    );
    req.end(body);
  });
}
