import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { billKindRegistry } from './bill-kinds';
import type { Database } from './db/client';
import type { Env } from './env';
import { readEnv } from './env';
import { errorBody } from './http/error-body';
import { createDocumentsModule } from './documents/documents.module';
import { feeScheduleRoutes } from './fees/fee-schedule.routes';
import { createFeeSchedules } from './fees/fee-schedules';
import { handleError } from './http/error-handler';
import { localizeAnswers } from './http/i18n/localize-answers';
import { closeWhileDraining } from './http/close-while-draining';
import { noStoreByDefault } from './http/no-store-by-default';
import { createRequestLanguage } from './http/i18n/request-language';
import { createBootData } from './http/boot-data';
import { createJsonCache } from './http/json-cache';
import { refuseNulUrl } from './http/refuse-nul-url';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { type Adapters, createInfrastructure } from './infrastructure';
import { addressLimit } from './modules/accounts/address-limit';
import { createAccountsModule } from './modules/accounts/accounts.module';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { allDefinitions, kindPageOf } from './modules/applications/application-definitions';
import { createApplicationsModule } from './modules/applications/applications.module';
import { createAppointmentsModule } from './modules/appointments/appointments.module';
import { createAssessmentModule } from './modules/assessment/assessment.module';
import { createBusinessPermitsModule } from './modules/business-permits/business-permits.module';
import { createStaffReviewModule } from './modules/staff-review/staff-review.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createImportsModule } from './modules/imports/imports.module';
import { createBusinessTaxModule } from './modules/business-tax/business-tax.module';
import { createContentModule } from './modules/content/content.module';
import { devOutboxApi, devOutboxPage } from './modules/dev/dev-outbox.routes';
import { openApiRoutes } from './modules/docs/openapi.routes';
import { createEgovModule } from './modules/egov/egov.module';
import { createReadiness, healthRoutes } from './modules/health/health.routes';
import { createHelpModule } from './modules/help/help.module';
import { createLookupsModule } from './modules/lookups/lookups.module';
import { devMfaSettingRoutes } from './modules/mfa/dev-mfa-setting.routes';
import { createMfaModule } from './modules/mfa/mfa.module';
import { createMiscFeesModule } from './modules/misc-fees/misc-fees.module';
import { createNewsModule } from './modules/news/news.module';
import { videoFrameOrigins } from './modules/news/video-providers';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createPermitsModule } from './modules/permits/permits.module';
import { createPropertyTaxModule } from './modules/property-tax/property-tax.module';
import { requireStaff } from './modules/staff/require-staff';
import { createStaffModule } from './modules/staff/staff.module';
import { createSuperAppModule } from './modules/superapp/superapp.module';
import { createSupportModule } from './modules/support/support.module';
import { createTreasuryModule } from './modules/treasury/treasury.module';
import { createTransactionsModule } from './modules/transactions/transactions.module';
import { createViolationsModule } from './modules/violations/violations.module';
import { createWalletModule } from './modules/wallet/wallet.module';
// Every optional group of §5 rules, at start: the server validates every form.
import './http/rule-groups';

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
  /** Adapters to use instead of those the configuration picks (tests: a fixed clock, a counting hasher, a gateway). */
  adapters?: Partial<Adapters>;
  /** Application kinds beside src/domain/applications/kinds/ (tests prove the engine with their own). */
  applicationKinds?: readonly ApplicationDefinition[];
}

/** Composes the HTTP application: middleware, API modules, health checks and the PWA. */
export function createApp(options: AppOptions) {
  const { database, logger } = options;
  const config = options.config ?? readEnv({});
  const infra = createInfrastructure({
    database,
    config,
    logger,
    bodyLimitBytes: options.bodyLimitBytes,
    adapters: options.adapters,
  });
  const cache = createJsonCache(options.contentCacheSeconds * 1000);
  // The audit log first: the console's modules write to it (issue 28).
  const audit = createAuditModule(infra);
  const content = createContentModule(infra, { cache, audit: audit.log, kindPage: kindPageOf });
  const lookups = createLookupsModule(infra, { cache });
  const accounts = createAccountsModule(infra);
  const superApp = createSuperAppModule(infra, {
    login: accounts.service.login,
    // The super-app sandbox answers in-process, as the sandbox gateway's webhooks arrive.
    sandboxFetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  const wallet = createWalletModule(infra);
  // A super-app or GCash link that waited for the account's second factor is made once it is passed.
  const mfa = createMfaModule(infra, {
    afterSecondFactor: async (challengeId) => {
      await superApp.linkAfterSecondFactor(challengeId);
      await wallet.linkAfterSecondFactor(challengeId);
    },
  });
  const egov = createEgovModule(infra);
  // The document service kinds register their documents with (issue 26, docs/documents.md).
  const documents = createDocumentsModule(infra, {
    content: content.service,
    guards: { list: requireStaff('applications.view'), print: requireStaff('documents.print') },
    verifyLimit: addressLimit(infra.limiter, 'document-verify-ip', {
      limit: config.AUTH_LIMIT_PER_ADDRESS,
      windowMs: 10 * 60_000,
      trustProxy: config.TRUST_PROXY,
    }),
  });
  // Every bill kind (bill-kinds.ts): payments, transactions, the imports and the treasury ask them.
  const billing = billKindRegistry(config);
  const transactions = createTransactionsModule(infra, {
    documents: documents.service,
    uploads: accounts.service.uploads,
    kinds: billing,
    // A cancelled bill's checkout is closed at the gateway (the payments module, made next).
    closeAtGateway: (ids) => payments.service.closer.closeNow(ids),
  });
  const payments = createPaymentsModule(infra, {
    transactions: transactions.service,
    kinds: billing,
    // The sandbox gateway notifies the portal in-process, as a provider would over HTTP.
    deliver: (body, headers) =>
      Promise.resolve(app.request('/api/v1/payments/webhooks/sandbox', { method: 'POST', body, headers })),
  });
  const businessTax = createBusinessTaxModule(infra, {
    cacheMs: options.contentCacheSeconds * 1000,
    contentRevision: content.service.revision,
    onSettled: payments.service.onSettled,
  });
  const miscFees = createMiscFeesModule(infra, { uploads: accounts.service.uploads });
  const applications = createApplicationsModule(infra, {
    uploads: accounts.service.uploads,
    kinds: options.applicationKinds,
    afterFiled: (id) => staffReview.automatic.advance(id),
  });
  // The fee schedule in use, checked now against every kind (a wrong one stops the server).
  const fees = createFeeSchedules({
    db: infra.db,
    file: config.FEE_SCHEDULE_FILE,
    definitions: allDefinitions(),
  });
  const assessment = createAssessmentModule(infra, { fees, documents: documents.service });
  // The office, and the steps a kind takes with no officer (after filing, a move, a payment).
  const staffReview = createStaffReviewModule(infra, {
    uploads: accounts.service.uploads,
    documents: documents.service,
    assessment: assessment.service,
    onSettled: payments.service.onSettled,
  });
  const businessPermits = createBusinessPermitsModule(infra, {
    applications: applications.service,
    assessment: assessment.service,
    schedule: assessment.schedule,
  });
  const propertyTax = createPropertyTaxModule(infra, {
    cacheMs: options.contentCacheSeconds * 1000,
    applications: applications.service,
    kinds: billing,
  });
  // Every kind's subjects and pre-checks are registered by now: one nobody registered stops the start.
  applications.assertComplete();
  const permits = createPermitsModule(infra, { documents: documents.service });
  const violations = createViolationsModule(infra, { uploads: accounts.service.uploads, schedule: fees });
  const news = createNewsModule(infra, { cacheMs: options.contentCacheSeconds * 1000, audit: audit.log });
  const help = createHelpModule(infra, { uploads: accounts.service.uploads });
  const staff = createStaffModule(infra, { audit: audit.log });
  const imports = createImportsModule(infra, { kinds: billing.imports(), audit: audit.log });
  const appointments = createAppointmentsModule(infra);
  const { uploads } = accounts.service;
  const office = { kinds: billing, audit: audit.log, uploads, documents: documents.service };
  const treasury = createTreasuryModule(infra, { ...office, ...payments.service });
  const support = createSupportModule(infra, { ...office, transactions: transactions.service });

  // The landing page's data and first paint, rebuilt only when the content changes.
  const bootData = createBootData(content.documents);

  const readiness = createReadiness();
  const app = new Hono();
  app.use('*', requestId());
  app.use('*', closeWhileDraining(readiness.draining));
  app.use('*', requestLog(logger));
  app.use(
    '*',
    securityHeaders({
      frameAncestors: options.frameAncestors,
      production: options.production,
      recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
      // News videos play in their host's player, only the hosts the LGU configured (issue 17).
      frameSources: [
        new URL(payments.service.checkoutUrlPrefix).origin,
        ...videoFrameOrigins(config.NEWS_VIDEO_PROVIDERS),
      ],
    }),
  );
  app.use('*', refuseNulUrl);
  // Body limits are per route (http/body-limits.ts): JSON routes BODY_LIMIT_BYTES, uploads 5 MB + envelope.
  // Messages speak the signed-in account's saved language, else Accept-Language's (issue 13).
  const languageOf = createRequestLanguage(accounts.service.savedLanguage);
  app.onError((err, c) => handleError(err, c, logger, languageOf));
  app.use('/api/*', localizeAnswers(languageOf));
  app.use('/api/*', noStoreByDefault);

  app.route('/', healthRoutes({ ping: database.ping, timeoutMs: options.dbTimeoutMs, readiness }));
  const api = new Hono();
  // Every staff path, whichever module serves it, knows the staff sessions (requireStaff).
  api.use('/v1/staff/*', staff.context);
  api.route('/', staff.routes);
  api.route('/', audit.routes);
  api.route('/', imports.routes);
  api.route('/', content.consoleRoutes);
  api.route('/', news.consoleRoutes);
  api.route('/', staffReview.routes);
  api.route('/', treasury.routes);
  api.route('/', support.routes);
  api.route('/', content.routes);
  api.route('/', lookups.routes);
  api.route('/', accounts.routes);
  api.route('/', mfa.routes);
  api.route('/', egov.routes);
  api.route('/', businessTax.routes);
  api.route('/', miscFees.routes);
  api.route('/', applications.routes);
  api.route('/', appointments.routes);
  api.route('/', businessPermits.routes);
  api.route('/', assessment.routes);
  api.route('/', permits.routes);
  api.route('/', documents.routes);
  api.route(
    '/',
    feeScheduleRoutes({
      fees,
      bodyLimits: infra.bodyLimits,
      // The assessor may read the schedule behind the lines it computes; only fees.edit changes it.
      guards: { read: requireStaff('fees.edit', 'applications.assess'), edit: requireStaff('fees.edit') },
    }),
  );
  api.route('/', violations.routes);
  api.route('/', propertyTax.routes);
  api.route('/', news.routes);
  api.route('/', superApp.routes);
  api.route('/', help.routes);
  api.route('/', wallet.routes);
  api.route('/', transactions.routes);
  api.route('/', payments.routes);
  api.route('/', openApiRoutes('0.1.0'));
  // The outbox shows every SMS and e-mail "sent": never in production.
  if (!options.production) api.route('/', devOutboxApi(infra.db));
  if (!options.production) api.route('/', devMfaSettingRoutes(infra.db));
  api.all('*', (c) => c.json(errorBody(404, 'Not found'), 404));
  app.route('/api', api);

  if (payments.pages) app.route('/', payments.pages);
  if (superApp.sandboxRoutes) app.route('/', superApp.sandboxRoutes);
  // The GCash wallet sandbox (GCASH_API=sandbox): auth codes and the OpenAPI it plays.
  if (wallet.pages) app.route('/', wallet.pages);
  app.route('/', news.pages);
  // Before the web app's pages: its SPA fallback answers every address without an extension, and
  // the README sends a newcomer here for the sign-up code (issue 30).
  if (!options.production) app.route('/', devOutboxPage(infra.db));
  if (options.staticDir) app.route('/', staticFiles(options.staticDir, bootData, news.pageHead));
  app.notFound((c) => c.json(errorBody(404, 'Not found'), 404));
  return {
    app,
    cache,
    infrastructure: infra,
    readiness,
    services: {
      content: content.service,
      lookups: lookups.service,
      accounts: accounts.service,
      egov: egov.service,
      businessTax: businessTax.service,
      transactions: transactions.service,
      payments: payments.service,
      propertyTax: propertyTax.service,
      news: news.service,
      help: help.service,
      permits: { ...permits.service, assessment: assessment.service },
      assessment: { startExpiringSoas: assessment.startExpiringSoas },
      automatic: staffReview.automatic,
      staff: staff.service,
      documents: documents.service,
      fees,
      billing,
    },
  };
}
