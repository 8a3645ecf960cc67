import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthSettings } from './auth/auth-dependencies.ts';
import { registerAuth } from './auth/auth-plugin.ts';
import { billingAddressProvenHooks } from './billing/address-proven.ts';
import { registerBilling } from './billing/billing-plugin.ts';
import { registerBooking } from './booking/booking-plugin.ts';
import type { BookingDependencies } from './booking/booking-service.ts';
import { billingTableRoutes } from './billing/billing-realtime.ts';
import { clockStartingAt, systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAnalytics } from './analytics/analytics-plugin.ts';
import { profilesRealtimeRoute } from './admin/profiles-realtime-route.ts';
import { registerCloseKeptAliveConnections } from './http/close-kept-alive.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestLogging } from './http/request-logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { storableValidatorCompiler } from './http/storable-validator.ts';
import { registerStaticSite } from './http/static-site.ts';
import { registerNewsletter } from './newsletter/newsletter-plugin.ts';
import { registerMedia } from './media/media-plugin.ts';
import { createMediaUsageRegistry, type MediaUsageRegistry } from './media/media-usage.ts';
import { mailOnSettingsChange } from './leads/event-change-mail.ts';
import { accountMailSender } from './mail/account-mail.ts';
import { registerMail, type MailService, type MailWorkerTuning } from './mail/mail-plugin.ts';
import { registerMetrics } from './metrics/metrics-plugin.ts';
import { findRole, insertProfile, setRole } from './profiles/profiles-repository.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import { registerRealtime } from './realtime/realtime-plugin.ts';
import { bearerStillValid } from './realtime/session-check.ts';
import { registerTransmissionArticles } from './transmission/transmission-plugin.ts';
import { transmissionContent } from './transmission/transmission-public-routes.ts';
import { registerWork } from './work/work-plugin.ts';
import { workContent } from './work/work-public-routes.ts';
import { taskTableRoutes } from './tasks/tasks-realtime.ts';
import { proxyHops, requestIdGenerator } from './http/proxy-trust.ts';
import { registerNoStoreForCredentials } from './http/no-store.ts';
import { registerAdmin } from './admin/admin-plugin.ts';
import { registerCatalogue } from './catalogue/catalogue-plugin.ts';
import { registerClients } from './clients/clients-plugin.ts';
import { registerDashboard } from './dashboard/dashboard-plugin.ts';
import { registerDocs } from './docs/docs-plugin.ts';
import { registerHealth } from './health/health-plugin.ts';
import { registerLeads } from './leads/leads-plugin.ts';
import { registerProfiles } from './profiles/profiles-plugin.ts';
import { registerSiteSettings } from './site-settings/site-settings-plugin.ts';
import { registerStorage } from './storage/storage-plugin.ts';
import { registerTasks } from './tasks/tasks-plugin.ts';
import { registerMaintenance } from './tools/maintenance-plugin.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** Auth limits and intervals; tests shorten them. GoTrue's defaults otherwise. */
  auth?: Partial<AuthSettings>;
  /** Realtime stream heartbeat (ms); tests shorten it. 15 s otherwise. */
  realtimeHeartbeatMs?: number;
  /** The server's clock (tests drive it); CLOCK_START or the system clock otherwise. */
  clock?: Clock;
  /**
   * Where features register which media library images they show (`isMediaInUse`);
   * tests pass their own. A new, empty registry otherwise.
   */
  mediaUsage?: MediaUsageRegistry;
  /** Mail delivery knobs for tests (short leases, instant retries, no background loop). */
  mail?: MailWorkerTuning;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox and its worker (tests deliver with `app.mail.worker.runOnce()`). */
    mail: MailService;
    /** Booking's services (tests run its sweep with `makeOwedRefunds(app.booking)`). */
    booking: BookingDependencies;
  }
}

/** One megabyte covers every form the product has; larger bodies are refused with 413. */
const bodyLimitBytes = 1024 * 1024;

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp({
  config,
  database,
  logger,
  auth,
  realtimeHeartbeatMs,
  mail: mailTuning,
  clock = config.clockStart ? clockStartingAt(new Date(config.clockStart)) : systemClock,
  mediaUsage = createMediaUsageRegistry(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: proxyHops(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    return503OnClosing: true,
    // One short line per request instead (registerRequestLogging).
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Synchronous and before any route, so every answer carries it (errors keep headers).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app);
  registerNoStoreForCredentials(app);
  registerRequestLogging(app);
  registerCloseKeptAliveConnections(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        code: 'not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    }),
  );

  await registerSecurityHeaders(app, { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await app.register(compress, { threshold: 1024 });
  // The hub exists only once realtime is registered, after the routes metrics must see.
  const realtime: { hub?: RealtimeHub } = {};
  registerMetrics(app, {
    token: config.metricsToken,
    database,
    openStreams: () => realtime.hub?.openStreams ?? 0,
  });

  const mail = await registerMail(app, { config, database, clock, tuning: mailTuning });
  app.decorate('mail', mail);
  app.decorate('adminMfa', config.adminMfa ?? 'required');
  // Before the feature plugins, so every /api route they add reads the bearer token.
  const authDependencies = await registerAuth(app, {
    config,
    database,
    settings: auth,
    sendAccountMail: accountMailSender(mail.outbox),
    profiles: { insert: insertProfile, findRole, setRole },
    addressProven: billingAddressProvenHooks(database.db, app.log),
  });
  await registerProfiles(app, { database });
  await registerHealth(app, { database });
  await registerLeads(app, { database, clock, mail, publicUrl: config.publicUrl });
  await registerClients(app, { database });
  await registerAdmin(app, { database });
  const siteState = await registerSiteSettings(app, {
    database,
    clock,
    onChange: mailOnSettingsChange(mail.outbox, clock),
  });
  const publishedWork = await registerWork(app, { database, clock, mediaUsage });
  const publishedArticles = await registerTransmissionArticles(app, {
    database,
    clock,
    publicUrl: config.publicUrl,
    mediaUsage,
    publishedWork,
  });
  const newsletter = await registerNewsletter(app, {
    database,
    mail,
    publicUrl: config.publicUrl,
    clock,
    publishedArticles,
    autoStart: mailTuning?.autoStart ?? config.mailDelivery,
  });
  app.decorate('newsletter', newsletter);
  await registerTasks(app, { database });
  await registerAnalytics(app, { config, database });
  const billing = await registerBilling(app, {
    config,
    database,
    auth: authDependencies,
    mail,
    clock,
  });
  await registerDashboard(app, { billing: billing.deps });
  await registerCatalogue(app, {
    database,
    clock,
    prices: billing.priceBook.prices,
    onSaved: () => siteState.forget(),
  });
  const booking = await registerBooking(app, {
    database,
    mail,
    clock,
    serverSecret: config.secrets.jwtSecret,
    publicUrl: config.publicUrl,
    billing: { deps: billing.deps, paidCheckoutListeners: billing.paidCheckoutListeners },
  });
  app.decorate('booking', booking);
  realtime.hub = await registerRealtime(app, {
    database,
    routes: [
      ...taskTableRoutes(database.db),
      ...billingTableRoutes(),
      profilesRealtimeRoute(database.db),
    ],
    isStillSignedIn: bearerStillValid(authDependencies),
    heartbeatMs: realtimeHeartbeatMs,
  });
  await registerMedia(app, { config, database, mediaUsage });
  await registerStorage(app);
  await registerDocs(app);
  await registerMaintenance(app, { config, database });
  await registerStaticSite(app, config.webRoot, config.publicUrl, {
    siteState,
    transmissionFor: async (slug) => transmissionContent(await publishedArticles(), slug),
    workFor: async (urlPath) => workContent(await publishedWork(), urlPath),
  });
  return app;
}
