import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MailService } from '../mail/mail-plugin.ts';
import { formFallbackRoutes } from './form-fallback-routes.ts';
import type { LeadMailOptions } from './lead-mail.ts';
import { leadsRoutes } from './leads-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { resourceCopyRoutes } from './resource-copy-routes.ts';
import { waitlistRoutes } from './waitlist-routes.ts';
import { webinarCancelRoutes } from './webinar-cancel-routes.ts';
import { webinarRoutes } from './webinar-routes.ts';

export interface LeadsDependencies {
  database: Database;
  clock: Clock;
  mail: MailService;
  /** Where links in lead mails point (the site's own origin). */
  publicUrl: string;
}

/**
 * Every public form that leaves a lead: contact, newsletter, webinar (and its cancel
 * link), waitlist, resource copies, and the no-JavaScript form fallback.
 */
export async function registerLeads(app: FastifyInstance, deps: LeadsDependencies): Promise<void> {
  const { database, clock } = deps;
  const mail: LeadMailOptions = { mailer: deps.mail.outbox, publicUrl: deps.publicUrl, clock };
  await app.register(leadsRoutes, { database, mail });
  await app.register(newsletterRoutes, { database, mail });
  await app.register(webinarRoutes, { database, clock, mail });
  await app.register(waitlistRoutes, { database, mail });
  await app.register(resourceCopyRoutes, { database, mail });
  await app.register(formFallbackRoutes, { database, clock, mail });
  await app.register(webinarCancelRoutes, { database, links: deps.mail.links });
}
