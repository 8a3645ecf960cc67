import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { AppError } from '../errors.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { SseStream } from './sse-stream.ts';

export interface RealtimeRoutesOptions {
  hub: RealtimeHub;
  /** Whether the Authorization header that opened a stream is still good (token and session). */
  isStillSignedIn(authorization: string): Promise<boolean>;
  heartbeatMs: number;
  maxStreamsPerUser: number;
}

/**
 * GET /api/realtime: a server-sent event stream of the changes the caller may see, read
 * with fetch so the token travels in the Authorization header, never in the URL.
 * Events: `change` (see src/shared/schemas/tasks-realtime.ts), `ready` (after any replay,
 * saying whether the reader must refetch), `heartbeat`, and `closing` before the server
 * ends the stream (session ended, token expired, server stopping).
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (
  app,
  { hub, isStillSignedIn, heartbeatMs, maxStreamsPerUser },
) => {
  const open = new Set<SseStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close('server_stopping');
  });

  app.get(
    '/api/realtime',
    {
      ...userRequired,
      schema: {
        headers: z.looseObject({ 'last-event-id': z.string().max(64).optional() }),
        response: { ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (hub.streamCount(user.id) >= maxStreamsPerUser) {
        throw new AppError(429, 'too_many_streams', 'Too many open realtime streams');
      }
      const authorization = request.headers.authorization ?? '';
      reply.hijack();
      const stream = new SseStream(reply.raw, request.raw);
      open.add(stream);
      // Admin data follows the admin routes' rule (requireAdmin): with ADMIN_MFA=required
      // only a session that verified a second factor receives it.
      const mayReadAdminData = request.server.adminMfa === 'optional' || user.aal === 'aal2';
      const subscription = hub.subscribe(
        user.id,
        (text) => stream.write(text),
        request.headers['last-event-id'],
        { mayReadAdminData },
      );
      stream.event('ready', {
        resync: subscription.resumed === 'resync',
        replayed: subscription.resumed === 'resync' ? 0 : subscription.resumed,
        lastEventId: hub.lastEventId,
      });

      let checking = false;
      const heartbeat = setInterval(() => {
        stream.event('heartbeat', { at: new Date().toISOString() });
        if (checking) return;
        checking = true;
        isStillSignedIn(authorization)
          .then((signedIn) => {
            if (!signedIn) stream.close('session_ended');
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'realtime: session check failed'),
          )
          .finally(() => (checking = false));
      }, heartbeatMs);

      stream.onClose(() => {
        clearInterval(heartbeat);
        subscription.unsubscribe();
        open.delete(stream);
      });
    },
  );
};
