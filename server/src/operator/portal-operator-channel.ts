import type { Database } from '../db/client';
import type { Env } from '../env';
import { runOperatorCommand } from '../cli/operator-command';
import type { Logger } from 'pino';
import { startOperatorChannel } from './operator-channel';

/**
 * The running portal's side of the command line (operator-channel.ts), on the embedded database
 * only: PostgreSQL takes the command line's own connections. Commands run on the portal's
 * database handle; shutdown waits for one still running (`track`), and `after` runs once each
 * is done (the portal drops its content cache, so a change shows at once).
 */
export async function openOperatorChannel(d: {
  database: Database;
  env: Env;
  logger: Logger;
  track: (work: Promise<unknown>) => void;
  after: () => void;
}) {
  if (d.database.kind !== 'pglite' || d.env.BAYAN_DATA_DIR.startsWith('memory://')) return null;
  return startOperatorChannel({
    dataDir: d.env.BAYAN_DATA_DIR,
    logger: d.logger,
    track: d.track,
    run: (request, io) =>
      runOperatorCommand(
        {
          db: d.database.db,
          env: d.env,
          cwd: request.cwd,
          user: request.user,
          readStdin: () => Promise.resolve(request.stdin ?? ''),
          inPortal: true,
        },
        request.args,
        io,
      ).finally(d.after),
  });
}
