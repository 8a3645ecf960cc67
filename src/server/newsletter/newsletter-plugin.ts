import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MailService } from '../mail/mail-plugin.ts';
import { dispatchDueIssues, suppressHardFailures } from './issue-dispatch.ts';
import { issueAdminRoutes } from './issue-admin-routes.ts';
import { subscriberAdminRoutes } from './subscriber-admin-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import type { PublishedArticlesSource } from '../transmission/published-articles.ts';

/** How often each process looks for an issue that has come due. */
const dispatchIntervalMs = 30_000;

export interface NewsletterService {
  /**
   * Suppresses addresses that failed hard, then queues due issues for their confirmed
   * subscribers (tests call it; every process runs it every 30 seconds).
   */
  dispatch(): Promise<number>;
}

/**
 * The Transmission: double opt-in routes, the admin screen's API and the fan-out of due
 * issues into the outbox. The fan-out runs in every delivering process (row locks keep
 * them apart); the outbox's own worker does the sending.
 */
export async function registerNewsletter(
  app: FastifyInstance,
  options: {
    database: Database;
    mail: MailService;
    publicUrl: string;
    clock: Clock;
    autoStart: boolean;
    /** The published articles an issue may be built from. */
    publishedArticles: PublishedArticlesSource;
  },
): Promise<NewsletterService> {
  const { database, mail, publicUrl, clock } = options;
  const { db } = database;
  const dispatch = async () => {
    await suppressHardFailures(db, clock());
    return dispatchDueIssues({ db, mailer: mail.outbox, publicUrl, clock });
  };
  let running: Promise<unknown> = Promise.resolve();
  const dispatchSoon = () => {
    if (!options.autoStart) return;
    running = running
      .then(dispatch)
      .catch((error: unknown) => app.log.error({ err: error }, 'newsletter fan-out failed'));
  };

  await app.register(subscriptionRoutes({ db, links: mail.links, clock }));
  await app.register(issueAdminRoutes, {
    db,
    mailer: mail.outbox,
    publicUrl,
    clock,
    dispatchSoon,
    publishedArticles: options.publishedArticles,
  });

  await app.register(subscriberAdminRoutes, { db, clock });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!options.autoStart) return;
    timer = setInterval(dispatchSoon, dispatchIntervalMs);
    timer.unref();
    dispatchSoon();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { dispatch };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Transmission's fan-out (tests run it with `app.newsletter.dispatch()`). */
    newsletter: NewsletterService;
  }
}
