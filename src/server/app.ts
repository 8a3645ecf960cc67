import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthSettings } from './auth/auth-dependencies.ts';
import { registerAuth } from './auth/auth-plugin.ts';
import { billingAddressProvenHooks } from './billing/address-proven.ts';
import { recoveryCodeRoutes } from './auth/mfa/recovery-code-routes.ts';
import { registerBilling } from './billing/billing-plugin.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { seedStoredCatalogue } from './catalogue/catalogue-service.ts';
import { registerBooking } from './booking/booking-plugin.ts';
import type { BookingDependencies } from './booking/booking-service.ts';
import { billingTableRoutes } from './billing/billing-realtime.ts';
import { clockStartingAt, systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { docsRoutes } from './docs/docs-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { adminTemplatesRoutes } from './admin/admin-templates-routes.ts';
import { registerAnalytics } from './analytics/analytics-plugin.ts';
import { profilesRealtimeRoute } from './admin/profiles-realtime-route.ts';
import { clientsRoutes } from './clients/clients-routes.ts';
import { communicationsRoutes } from './clients/communications-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { registerCloseKeptAliveConnections } from './http/close-kept-alive.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestLogging } from './http/request-logging.ts';
import { registerRequestAuthentication } from './http/request-authentication.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { storableValidatorCompiler } from './http/storable-validator.ts';
import { registerStaticSite } from './http/static-site.ts';
import { formFallbackRoutes } from './leads/form-fallback-routes.ts';
import { leadsRoutes } from './leads/leads-routes.ts';
import { newsletterRoutes } from './leads/newsletter-routes.ts';
import { registerNewsletter } from './newsletter/newsletter-plugin.ts';
import { resourceCopyRoutes } from './leads/resource-copy-routes.ts';
import { waitlistRoutes } from './leads/waitlist-routes.ts';
import { webinarRoutes } from './leads/webinar-routes.ts';
import { registerMedia } from './media/media-plugin.ts';
import { createMediaUsageRegistry, type MediaUsageRegistry } from './media/media-usage.ts';
import { webinarCancelRoutes } from './leads/webinar-cancel-routes.ts';
import { mailOnSettingsChange } from './leads/event-change-mail.ts';
import { registerMail, type MailService, type MailWorkerTuning } from './mail/mail-plugin.ts';
import { registerMetrics } from './metrics/metrics-plugin.ts';
import { profilesRoutes } from './profiles/profiles-routes.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import { registerRealtime } from './realtime/realtime-plugin.ts';
import { bearerStillValid } from './realtime/session-check.ts';
import { createSiteStateSource } from './site-settings/public-site-state.ts';
import { registerTransmissionArticles } from './transmission/transmission-plugin.ts';
import { transmissionContent } from './transmission/transmission-public-routes.ts';
import { registerWork } from './work/work-plugin.ts';
import { workContent } from './work/work-public-routes.ts';
import { publicSiteStateRoutes } from './site-settings/public-site-state-routes.ts';
import { siteSettingsRoutes } from './site-settings/site-settings-routes.ts';
import { storageRoutes } from './storage/storage-routes.ts';
import { tasksRoutes } from './tasks/tasks-plugin.ts';
import { taskTableRoutes } from './tasks/tasks-realtime.ts';
import { maintenanceRoutes } from './tools/maintenance-routes.ts';
import { proxyHops, requestIdGenerator } from './http/proxy-trust.ts';
import { registerNoStoreForCredentials } from './http/no-store.ts';

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
  // Before the route plugins, so every /api route they add reads the bearer token.
  const authDependencies = await registerAuth(app, {
    config,
    database,
    settings: auth,
    mailer: mail.outbox,
    addressProven: billingAddressProvenHooks(database.db, app.log),
  });
  registerRequestAuthentication(app, authDependencies);
  await app.register(recoveryCodeRoutes, { db: database.db });
  await app.register(profilesRoutes, { database });
  await app.register(healthRoutes, { database });
  const leadMail = { mailer: mail.outbox, publicUrl: config.publicUrl, clock };
  await app.register(leadsRoutes, { database, mail: leadMail });
  await app.register(clientsRoutes, { database });
  await app.register(communicationsRoutes, { database });
  await app.register(adminRoutes, { database });
  await app.register(adminTemplatesRoutes, { database });
  // The pages this process renders show a save it made at once, not within the second
  // in which it trusts the version it read last.
  const siteState = createSiteStateSource(database.db, clock);
  await app.register(siteSettingsRoutes, {
    database,
    onSaved: () => siteState.forget(),
    onChange: mailOnSettingsChange(mail.outbox, clock),
  });
  await app.register(publicSiteStateRoutes, { database, clock });
  await app.register(newsletterRoutes, { database, mail: leadMail });
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
  await app.register(webinarRoutes, { database, clock, mail: leadMail });
  await app.register(waitlistRoutes, { database, mail: leadMail });
  await app.register(resourceCopyRoutes, { database, mail: leadMail });
  await app.register(formFallbackRoutes, { database, clock, mail: leadMail });
  await app.register(webinarCancelRoutes({ db: database.db, links: mail.links }));
  await app.register(tasksRoutes, { database });
  await registerAnalytics(app, { config, database });
  const billing = await registerBilling(app, {
    config,
    db: database.db,
    auth: authDependencies,
    clock,
  });
  await app.register(dashboardRoutes, { deps: billing.deps });
  await app.register(catalogueRoutes, {
    db: database.db,
    clock,
    prices: billing.priceBook.prices,
    onSaved: () => siteState.forget(),
  });
  // First start stores today's catalogue; later starts add only products the code gained.
  app.addHook('onReady', async () => {
    await seedStoredCatalogue(database.db);
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
  await registerMedia(app, { config, database, usage: mediaUsage });
  await app.register(storageRoutes);
  await app.register(docsRoutes);
  await app.register(maintenanceRoutes, {
    token: config.secrets.jwtSecret,
    pglite: database.pglite,
    embeddedPostgres: database.embeddedPostgres,
  });
  await registerStaticSite(app, config.webRoot, config.publicUrl, {
    siteState,
    transmissionFor: async (slug) => transmissionContent(await publishedArticles(), slug),
    workFor: async (urlPath) => workContent(await publishedWork(), urlPath),
  });
  return app;
}
