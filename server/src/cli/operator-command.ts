import { configuredMail, configuredSms, configuredStorage } from '../adapters/configured-adapters';
import type { Db } from '../db/client';
import { seedDemo } from '../db/seed';
import type { Env } from '../env';
import { importKinds } from '../import-kinds';
import { allDefinitions } from '../modules/applications/application-definitions';
import { runApplicationMovesCommand } from '../modules/staff-review/application-moves-command';
import { runAppointmentsCommand } from '../modules/appointments/appointments-command';
import { hashStoredNovPins, novPinKeyFrom } from '../modules/violations/nov-pin-hash';
import { createAuditLog, operatorActor } from '../modules/audit/audit-log';
import { createImportRuns } from '../modules/imports/import-runs';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { runAccountsCommand } from './accounts-commands';
import { CLI_HELP } from './cli-help';
import { runContentCommand } from './content-commands';
import { runFeesCommand } from './fees-commands';
import { runHelpCommand } from './help-commands';
import { runImportCommand } from './import-command';
import { runNewsCommand } from './news-commands';
import { runPlacesCommand } from './places-command';
import { runRefundCommand } from './refund-commands';
import { runStaffCommand } from './staff-commands';

/** Where an operator command runs: its own process, or inside the running portal. */
export interface OperatorContext {
  db: Db;
  env: Env;
  /** The operator's working folder: relative file names are read and written there. */
  cwd: string;
  /** Who runs it (the operating-system user), for the audit and for `--by` left out. */
  user: string;
  /** All of the operator's standard input (`--password-stdin`). */
  readStdin: () => Promise<string>;
  /** True inside the running portal: long work lets the event loop serve requests between rows. */
  inPortal?: boolean;
}

/** A command's two output streams, one line at a time. */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Runs one operator command against `ctx.db` and answers its exit code (0 done, 1 refused, 2
 * usage). The command line calls it with the database it opened; a running portal calls it with
 * its own when the command line hands a command over (server/src/operator/operator-channel.ts).
 */
export async function runOperatorCommand(ctx: OperatorContext, args: string[], io: CommandIo) {
  const { db, env, cwd, user } = ctx;
  const { out, err } = io;
  if (args[0] === 'seed') {
    out((await seedDemo(db)) ? 'seeded the demo LGU' : 'already seeded: nothing to do');
    // The demo notices' PINs, like any older plain ones, are kept only as keyed hashes.
    await hashStoredNovPins(db, novPinKeyFrom(env.NOV_PIN_KEY));
    return 0;
  }
  const senders = { sms: configuredSms(db, env), mail: configuredMail(db, env) };
  // What the command line changes is in the audit log as its user's, as the console's is.
  const auditLog = createAuditLog({ db, now: () => new Date() });
  const audited = (action: string, subject: string, detail: Record<string, unknown>) =>
    auditLog.record({ actor: operatorActor(user), action, subject, detail });
  const steps: (() => Promise<number | null>)[] = [
    () => runPlacesCommand(db, args, out, err, cwd),
    () =>
      runImportCommand(
        {
          db,
          kinds: importKinds(env),
          cwd,
          yieldEvery: ctx.inPortal ? 500 : undefined,
          record: {
            runs: createImportRuns({ db, now: () => new Date() }),
            audit: auditLog,
            actor: operatorActor(user),
          },
        },
        args,
        out,
        err,
      ),
    () =>
      runNewsCommand(
        { db, storage: configuredStorage(env), providers: env.NEWS_VIDEO_PROVIDERS, cwd, audited },
        args,
        out,
        err,
      ),
    () => runHelpCommand({ db, ...senders, cwd }, args, out, err),
    () => runRefundCommand(db, env, args, out, err, user),
    () =>
      runStaffCommand(
        {
          db,
          passwords: { hash: hashPassword, verify: verifyPassword },
          readStdin: ctx.readStdin,
          actor: user,
        },
        args,
        out,
        err,
      ),
    () => runApplicationMovesCommand({ db, ...senders }, args, out, err),
    () => runAppointmentsCommand(db, args, out, err, audited),
    () => runAccountsCommand(db, env, args, out, err, user),
    () =>
      runFeesCommand({ db, definitions: allDefinitions(), cwd, origin: operatorActor(user) }, args, out, err),
  ];
  for (const step of steps) {
    const code = await step();
    if (code !== null) return code;
  }
  if (await runContentCommand(db, args, out, cwd, audited)) return 0;
  err(`unknown command: ${args.join(' ')}\n\n${CLI_HELP}`);
  return 2;
}
