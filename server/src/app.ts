import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { Database } from './db/client';
import { errorBody } from './http/error-body';
import { handleError } from './http/error-handler';
import type { BootData } from './http/index-page';
import { landingPrerender } from './http/landing-prerender';
import { createJsonCache } from './http/json-cache';
import { requestLog } from './http/request-log';
import { refuseNulUrl } from './http/refuse-nul-url';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { createContentService } from './modules/content/content.service';
import { createContentDocuments } from './modules/content/content-documents';
import { contentRoutes } from './modules/content/content.routes';
import type { Env } from './env';
import { readEnv } from './env';
import { createAccountsModule, type AccountAdapters } from './modules/accounts/accounts.module';
import { createUploadSweeper } from './modules/accounts/upload-sweeper';
import { devOutboxApi, devOutboxPage } from './modules/dev/dev-outbox.routes';
import { openApiRoutes } from './modules/docs/openapi.routes';
import { egovRoutes } from './modules/egov/egov.routes';
import { createEgovService } from './modules/egov/egov.service';
import { authGuard } from './http/auth-guard';
import { businessTaxRoutes } from './modules/business-tax/business-tax.routes';
import { createBusinessTaxService } from './modules/business-tax/business-tax.service';
import { lookupLimit } from './modules/business-tax/lookup-limit';
import { healthRoutes } from './modules/health/health.routes';
import { createLookupsService } from './modules/lookups/lookups.service';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import type { PaymentGateway } from './adapters/gateway/payment-gateway';
import { createMemoryRateLimiter } from './modules/auth/memory-rate-limiter';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createTreasuryAlert } from './modules/payments/treasury-alerts';
import { createTransactionsModule } from './modules/transactions/transactions.module';

export interface AppOptions {
  database: Database;
  logger: Logger;
  production: boolean;
  bodyLimitBytes: number;
  contentCacheSeconds: number;
  dbTimeoutMs: number;
  frameAncestors: string;
  /** Folder of the built PWA; omitted in API-only tests. */
  staticDir?: string | undefined;
  /** The validated environment (account settings, adapters); the documented defaults if omitted. */
  config?: Env;
  /** Adapters to use instead of those the configuration picks (tests: a fixed clock, a counting hasher). */
  adapters?: Partial<AccountAdapters>;
  /** A payment gateway to use instead of the one PAYMENT_GATEWAY picks (tests). */
  paymentGateway?: PaymentGateway;
}

/** Composes the HTTP application: middleware, API modules, health checks and the PWA. */
export function createApp(options: AppOptions) {
  const { database, logger } = options;
  const db = database.db;
  const cache = createJsonCache(options.contentCacheSeconds * 1000);
  const content = createContentService({ db });
  const lookups = createLookupsService({ db });
  const config = options.config ?? readEnv({});
  const documents = createContentDocuments({
    content,
    cache,
    clientVariables: config.RECAPTCHA_SITE_KEY ? { RECAPTCHA_SITE_KEY: config.RECAPTCHA_SITE_KEY } : {},
  });
  // The landing page's data, embedded in the first HTML (see http/index-page.ts), and its first
  // paint as plain HTML (http/landing-prerender.ts); both rebuilt only when the content changes.
  let boot: BootData | undefined;
  const bootData = async (): Promise<BootData> => {
    const [cms, services] = await Promise.all([documents.cms(), documents.siteServices()]);
    const key = cms.etag + services.etag;
    if (boot?.key !== key) {
      boot = {
        key,
        json: `{"cms":${cms.body},"services":${services.body}}`,
        landing: landingPrerender(JSON.parse(cms.body) as never, JSON.parse(services.body) as never),
      };
    }
    return boot;
  };
  const accounts = createAccountsModule(database, config, options.adapters, (err) =>
    logger.error({ err }, 'account work after the answer failed'),
  );
  const uploadSweeper = createUploadSweeper({ ...accounts.deps, logger });
  // Payments settled by this process: the billing look-ups' cache of unpaid bills starts over.
  let settledPayments = 0;
  // Every signed-in path checks its bearer token the same way.
  const guard = authGuard((token) => accounts.deps.sessions.resolve(token));
  const transactions = createTransactionsModule({ accounts: accounts.deps, content, guard });
  const payments = createPaymentsModule({
    db,
    config,
    now: accounts.deps.now,
    logger,
    guard,
    transactions: transactions.service,
    // The sandbox gateway notifies the portal in-process, as a provider would over HTTP.
    deliver: (body, headers) =>
      Promise.resolve(app.request('/api/v1/payments/webhooks/sandbox', { method: 'POST', body, headers })),
    gateway: options.paymentGateway,
    onSettled: () => settledPayments++,
    alert: createTreasuryAlert({ logger, mail: accounts.deps.mail, to: config.TREASURY_ALERT_EMAIL }),
  });

  const app = new Hono();
  app.use('*', requestId());
  app.use('*', requestLog(logger));
  app.use(
    '*',
    securityHeaders({
      frameAncestors: options.frameAncestors,
      production: options.production,
      recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
      frameSources: [new URL(payments.checkoutUrlPrefix).origin],
    }),
  );
  app.use('*', refuseNulUrl);
  app.use('/api/*', async (c, next) => {
    // Uploads have their own, larger limit (6 MB) on their route.
    if (c.req.path === '/api/v1/taxpayers/uploads' || c.req.path.endsWith('/payment_receipt')) return next();
    // Reads carry no body; touching the raw body would make node-server build a full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return jsonBodyLimit(c, next);
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: (c) => c.json(errorBody(413, 'The request body is too large.'), 413),
  });
  app.onError((err, c) => handleError(err, c, logger));

  app.route('/', healthRoutes({ ping: database.ping, timeoutMs: options.dbTimeoutMs }));
  const api = new Hono();
  api.route('/', contentRoutes({ content, cache, documents }));
  api.route('/', lookupsRoutes({ lookups, cache }));
  api.route('/', accounts.routes);
  api.route(
    '/',
    egovRoutes({
      egov: createEgovService({ db }),
      guard,
    }),
  );
  api.route(
    '/',
    businessTaxRoutes({
      billing: createBusinessTaxService({
        db,
        now: accounts.deps.now,
        cacheMs: options.contentCacheSeconds * 1000,
        contentRevision: content.revision,
        billsRevision: () => settledPayments,
      }),
      guard,
      // Counted in this process's memory even on PostgreSQL: a look-up must stay a cheap read,
      // and one shared row lock per account serialised a busy account's look-ups (bench
      // btax_inquiry_pg). With N instances a scraper gets N× the limit; sign-in and OTP limits
      // stay shared in the database.
      limit: lookupLimit({
        limiter: createMemoryRateLimiter({ now: accounts.deps.now }),
        perMinute: config.BTAX_LOOKUPS_PER_MINUTE,
      }),
    }),
  );
  api.route('/', transactions.routes);
  api.route('/', payments.routes);
  api.route('/', openApiRoutes('0.1.0'));
  // The outbox shows every SMS and e-mail "sent": never in production.
  if (!options.production) api.route('/', devOutboxApi(db));
  api.all('*', (c) => c.json(errorBody(404, 'Not found'), 404));
  app.route('/api', api);

  if (payments.pages) app.route('/', payments.pages);
  if (options.staticDir) app.route('/', staticFiles(options.staticDir, bootData));
  app.notFound((c) => c.json(errorBody(404, 'Not found'), 404));

  if (!options.production) app.route('/', devOutboxPage(db));
  return {
    app,
    cache,
    services: {
      content,
      lookups,
      accounts: accounts.deps,
      payments,
      transactions: transactions.service,
      uploadSweeper,
    },
  };
}
