import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import { DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.ts';
import { createMailLinks, type MailLinkSigner } from './mail-links.ts';
import { outboxAdminRoutes } from './outbox-admin-routes.ts';
import { createMailOutbox, type MailOutbox } from './outbox.ts';
import { outboxChannel, releaseOrphanedClaims } from './outbox-repository.ts';
import { deleteSettledMail } from './outbox-retention.ts';
import type { RenderSettings } from './render-mail.ts';
import { createSmtpTransport } from './smtp-client.ts';
import { parseSmtpUrl } from './smtp-settings.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

const dayMs = 24 * 60 * 60 * 1000;
const retentionSweepMs = 60 * 60 * 1000;

/** Test knobs: a short lease, instant retries, no background loop. */
export type MailWorkerTuning = Pick<
  DeliveryWorkerOptions,
  'leaseSeconds' | 'retryDelayMs' | 'idlePollMs' | 'sendTimeoutMs'
> & { autoStart?: boolean };

export interface MailService {
  outbox: MailOutbox;
  worker: DeliveryWorker;
  links: MailLinkSigner;
  renderSettings(): Promise<RenderSettings>;
}

/**
 * The outbox, its delivery worker and the routes that belong to mail (unsubscribe, the
 * admin Outbox). The worker runs in every process from `onReady` and stops on close,
 * before the database does; with the embedded database it first puts back mails a killed
 * predecessor left half-claimed.
 */
export async function registerMail(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    tuning = {},
  }: { config: Config; database: Database; clock: Clock; tuning?: MailWorkerTuning | undefined },
): Promise<MailService> {
  const { db } = database;
  const links = createMailLinks(config.publicUrl, config.secrets.jwtSecret);
  const outbox = createMailOutbox({ db, publicUrl: config.publicUrl, links, clock });
  const smtp = config.smtpUrl ? parseSmtpUrl(config.smtpUrl, config.publicUrl) : undefined;
  const transport = smtp ? createSmtpTransport(smtp) : undefined;
  const renderSettings = async (): Promise<RenderSettings> => {
    const { settings } = await getSiteSettings(db);
    return { publicUrl: config.publicUrl, supportEmail: settings.contacts.support, links };
  };
  const { autoStart = config.mailDelivery, ...workerTuning } = tuning;
  const worker = new DeliveryWorker({
    db,
    transport,
    renderSettings,
    clock,
    log: app.log,
    ratePerSecond: config.mailSendRate,
    ...workerTuning,
  });

  await app.register(unsubscribeRoutes({ db, links }));
  await app.register(outboxAdminRoutes, {
    db,
    renderSettings,
    isSmtpConfigured: transport !== undefined,
    wake: () => worker.wake(),
    clock,
  });

  let unlisten: (() => Promise<void>) | undefined;
  let retentionSweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!autoStart) return;
    // Every delivering process sweeps; a delete that finds nothing costs one index scan.
    retentionSweep = setInterval(() => {
      const olderThan = new Date(clock().getTime() - config.mailRetentionDays * dayMs);
      deleteSettledMail(db, olderThan).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not delete old mail from the outbox'),
      );
    }, retentionSweepMs);
    retentionSweep.unref();
    if (database.engine === 'pglite' || database.embeddedPostgres) {
      await worker.settleHandovers('any');
      const released = await releaseOrphanedClaims(db);
      if (released > 0)
        app.log.warn({ released }, 'mails left mid-send by a stopped process are queued again');
    }
    unlisten = await database.listen(outboxChannel, () => worker.wake());
    worker.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(retentionSweep);
    await worker.stop();
    await unlisten?.();
    transport?.close();
  });
  return { outbox, worker, links, renderSettings };
}
