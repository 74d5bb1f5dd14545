import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { ensurePlaces } from './db/places/ensure-places';
import { seedDemo } from './db/seed';
import { ConfigError, readEnv } from './env';
import { readFeeScheduleFile } from './fees/fee-schedule-file';
import { createLogger } from './logger';
import { allDefinitions } from './modules/applications/application-definitions';
import { offerKinds } from './modules/content/offer-kinds';
import { hashStoredNovPins, novPinKeyFrom } from './modules/violations/nov-pin-hash';
import { openOperatorChannel } from './operator/portal-operator-channel';
import { repeatJob } from './repeat-job';
import { shutdown } from './shutdown';

/** Starts the portal: config, database (migrated, seeded), HTTP, and a clean shutdown. */
async function main() {
  const env = readEnv();
  // The fee schedule is configuration too: checked against the definitions before anything opens.
  readFeeScheduleFile(env.FEE_SCHEDULE_FILE, allDefinitions());
  const logger = createLogger(env.LOG_LEVEL);
  const target = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.BAYAN_DATA_DIR}`;
  let database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.BAYAN_DATA_DIR,
      timeoutMs: env.DB_TIMEOUT_MS,
      poolSize: env.DB_POOL_SIZE,
    });
  } catch (err) {
    throw new ConfigError(`cannot open the database (${target}): ${(err as Error).message}`);
  }
  if (env.BAYAN_SEED_DEMO && (await seedDemo(database.db))) logger.info('seeded the demo LGU');
  // Every application kind is offered in Select Transaction: what the catalogue lacks is added.
  const offered = await offerKinds(database.db, allDefinitions());
  if (offered.length > 0) logger.info({ offered }, 'Select Transaction offers new application kinds');
  // Notices of violation whose PIN is still plain text (older imports, the demo seed) get its keyed hash.
  const hashedPins = await hashStoredNovPins(database.db, novPinKeyFrom(env.NOV_PIN_KEY));
  if (hashedPins > 0) logger.info({ notices: hashedPins }, 'hashed the plain NOV PINs');
  await ensurePlaces(database.db, (counts) => logger.info(counts, 'imported the PSGC places'));

  const { app, services, infrastructure, readiness, cache } = createApp({
    database,
    logger,
    production: env.NODE_ENV === 'production',
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    contentCacheSeconds: env.CONTENT_CACHE_SECONDS,
    dbTimeoutMs: env.DB_TIMEOUT_MS,
    frameAncestors: env.WALLET_FRAME_ANCESTORS,
    staticDir: env.BAYAN_STATIC_DIR,
    config: env,
  });

  // FEE_SCHEDULE_FILE changed since it was last taken becomes the schedule in use; the one in use
  // must fit this release's application definitions, or the server stops here (docs/fee-schedule.md).
  await services.fees.takeFile();

  // The periodic passes. On PostgreSQL each period's pass runs on exactly one instance (job-leases.ts).
  const leases = infrastructure.jobLeases;
  const stopJobs = [
    // Rate-limit events older than a day are useless.
    // (The database limiter of credential guesses keeps its events in the same table on PostgreSQL.)
    repeatJob(
      async () => {
        for (const limiter of new Set([infrastructure.limiter, infrastructure.dbLimiter]))
          await limiter.prune();
      },
      3_600_000,
      {
        logger,
        what: 'pruning rate events',
        shared: leases && { job: 'rate-events-prune', leases },
      },
    ),
    // Pending checkouts whose webhook never came are asked about again (settling is idempotent).
    services.payments.reconciler.start(env.RECONCILE_INTERVAL_SECONDS * 1000),
    // Uploads chosen but never used (a photo picked, the profile never saved) go after a day.
    services.accounts.uploadSweeper.start(3_600_000),
    // Unpaid application SOAs past their last day show EXPIRED SOA (each move is guarded).
    services.assessment.startExpiringSoas(),
    // Automatic steps a stopped process left undone (a cedula paid but not yet issued) are taken.
    repeatJob(() => services.automatic.advanceStalled(), 60_000, {
      logger,
      what: 'automatic application steps',
      shared: leases && { job: 'automatic-steps', leases },
    }),
  ];

  // The operator's command line runs its commands in here while the portal holds the embedded database.
  const operator = await openOperatorChannel({
    database,
    env,
    logger,
    track: (work) => infrastructure.afterResponse.run(() => work.then(() => undefined)),
    // What a command changed shows at once: content read again, staff sessions checked again.
    after: () => {
      cache.clear();
      services.staff.sessions.forget();
    },
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const reason = err.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use` : err.message;
    process.stderr.write(`bayan: cannot listen on ${env.HOST}:${env.PORT}: ${reason}\n`);
    void database.close().finally(() => logger.flush(() => process.exit(1)));
  });
  server.on('listening', () => {
    const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    logger.info({ port: env.PORT, database: target }, `Bayan is running at http://${shown}:${env.PORT}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    shutdown(signal, {
      server: server as Server,
      drainMs: env.SHUTDOWN_DRAIN_MS,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      drain: readiness.drain,
      // The command line's channel takes no new command either (one running finishes with afterWork).
      stopJobs: () => {
        stopJobs.forEach((stopJob) => stopJob());
        void operator?.close();
      },
      afterWork: () => infrastructure.afterResponse.idle(),
      closeDatabase: () => database.close(),
      logger,
      exit: (code) => {
        logger.flush(() => process.exit(code));
        // A log destination that cannot flush does not hold the exit either.
        setTimeout(() => process.exit(code), 250).unref();
      },
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError ? err.message : `failed to start: ${(err as Error).message}`;
  process.stderr.write(`bayan: ${message}\n`);
  process.exit(1);
});
