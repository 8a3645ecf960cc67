import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { newsletterPromise } from '../../shared/newsletter/newsletter-promise.ts';
import { nextNewsletterSlot } from '../../shared/newsletter/newsletter-schedule.ts';
import {
  issueInputSchema,
  issueParamsSchema,
  issueSchema,
  scheduleIssueSchema,
  transmissionOverviewSchema,
  type IssueInput,
} from '../../shared/schemas/newsletter-issues.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser } from '../http/request-authentication.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import {
  createIssue,
  findIssue,
  listIssues,
  pauseIssue,
  resumeIssue,
  scheduleIssue,
  unscheduleIssue,
  updateIssue,
} from './issue-repository.ts';
import { sendTestIssue } from './issue-test-send.ts';
import { countSubscribers } from './subscribers-repository.ts';
import type { PublishedArticlesSource } from '../transmission/published-articles.ts';

export interface IssueAdminRoutesOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  /** Runs the fan-out now (a "send now" need not wait for the next tick). */
  dispatchSoon: () => void;
  publishedArticles: PublishedArticlesSource;
}

const errors = errorResponses(400, 401, 403, 404, 409);
const ok = z.object({ ok: z.literal(true) });

/** The admin Transmission screen: issues, their test send, schedule and progress. */
export const issueAdminRoutes: FastifyPluginAsyncZod<IssueAdminRoutesOptions> = async (
  app,
  { db, mailer, publicUrl, clock, dispatchSoon, publishedArticles },
) => {
  const admin = { onRequest: requireAdmin(db) };
  // Only an article readers can open now: the issue's button links to its page.
  const checkArticle = async (input: IssueInput): Promise<IssueInput> => {
    const { articles } = await publishedArticles();
    if (input.articleSlug !== null && !articles.some((a) => a.slug === input.articleSlug)) {
      throw AppError.badRequest('No published article has that address');
    }
    return input;
  };

  app.get(
    '/api/admin/transmission',
    { ...admin, schema: { response: { 200: transmissionOverviewSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { settings } = await getSiteSettings(db);
      return {
        issues: await listIssues(db),
        subscribers: await countSubscribers(db),
        schedule: {
          promise: newsletterPromise(settings.newsletter),
          nextSlot: nextNewsletterSlot(settings.newsletter, clock()).toISOString(),
          timeZone: settings.newsletter.timeZone,
        },
        articles: (await publishedArticles()).articles.map(({ slug, title, excerpt }) => ({
          slug,
          title,
          excerpt,
        })),
      };
    },
  );

  app.post(
    '/api/admin/transmission/issues',
    {
      ...admin,
      schema: { body: issueInputSchema, response: { 201: issueSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await createIssue(db, await checkArticle(request.body), clock());
      return reply.status(201).send(await mustExist(id));
    },
  );

  app.put(
    '/api/admin/transmission/issues/:id',
    {
      ...admin,
      schema: {
        params: issueParamsSchema,
        body: issueInputSchema,
        response: { 200: issueSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateIssue(db, id, await checkArticle(request.body), clock()))) {
        await mustExist(id);
        throw new AppError(409, 'issue_sent', 'An issue that is sending or sent cannot change.');
      }
      return mustExist(id);
    },
  );

  // A test copy to the admin who asks, exactly as subscribers will get it (marked as a test).
  app.post(
    '/api/admin/transmission/issues/:id/test',
    { ...admin, schema: { params: issueParamsSchema, response: { 200: ok, ...errors } } },
    async (request) => {
      const issue = await mustExist(request.params.id);
      const user = signedInUser(request);
      await sendTestIssue({ db, mailer, publicUrl, clock }, issue, user.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/transmission/issues/:id/schedule',
    {
      ...admin,
      schema: {
        params: issueParamsSchema,
        body: scheduleIssueSchema,
        response: { 200: issueSchema, ...errors },
      },
    },
    async (request) => {
      const issue = await mustExist(request.params.id);
      const now = clock();
      const sendAt = request.body.sendAt === 'now' ? now : new Date(request.body.sendAt);
      if (sendAt.getTime() < now.getTime() - 60_000) {
        throw AppError.badRequest('Pick a time in the future, or send now');
      }
      if (!issue.testSentAt || issue.testSentAt < issue.updatedAt) {
        throw new AppError(409, 'test_first', 'Send yourself a test of this version first.');
      }
      if (!(await scheduleIssue(db, issue.id, sendAt))) {
        throw new AppError(409, 'issue_sent', 'This issue is already sending or sent.');
      }
      if (request.body.sendAt === 'now') dispatchSoon();
      return mustExist(issue.id);
    },
  );

  app.post(
    '/api/admin/transmission/issues/:id/unschedule',
    {
      ...admin,
      schema: { params: issueParamsSchema, response: { 200: issueSchema, ...errors } },
    },
    async (request) => {
      if (!(await unscheduleIssue(db, request.params.id))) {
        await mustExist(request.params.id);
        throw new AppError(
          409,
          'issue_sent',
          'Only a scheduled issue that has not started can be stopped.',
        );
      }
      return mustExist(request.params.id);
    },
  );

  // Pause cancels the copies still queued; resume queues them again (once per subscriber).
  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/api/admin/transmission/issues/:id/${action}`,
      {
        ...admin,
        schema: { params: issueParamsSchema, response: { 200: issueSchema, ...errors } },
      },
      async (request) => {
        const { id } = request.params;
        const changed = action === 'pause' ? await pauseIssue(db, id) : await resumeIssue(db, id);
        if (!changed) {
          await mustExist(id);
          throw new AppError(
            409,
            'issue_state',
            action === 'pause'
              ? 'Only an issue being sent can be paused.'
              : 'Only a paused issue can be resumed.',
          );
        }
        if (action === 'resume') dispatchSoon();
        return mustExist(id);
      },
    );
  }

  async function mustExist(id: string) {
    const issue = await findIssue(db, id);
    if (!issue) throw AppError.notFound('No such issue');
    return issue;
  }
};
