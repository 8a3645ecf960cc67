import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  clientInputSchema,
  clientListSchema,
  clientSchema,
} from '../../shared/schemas/clients.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireUser, signedInUser } from '../http/request-authentication.ts';
import {
  addClient,
  editClient,
  getClients,
  getOwnClient,
  removeClient,
  toClient,
} from './clients-service.ts';

export interface ClientsRoutesOptions {
  database: Database;
}

const errors = errorResponses(400, 401, 404);

/** A user's own clients. Every handler scopes by the caller; foreign ids answer 404. */
export const clientsRoutes: FastifyPluginAsyncZod<ClientsRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;
  // Signed-out callers get 401 before their body is validated.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/clients',
    { schema: { response: { 200: clientListSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      return { clients: await getClients({ db, userId: user.id }) };
    },
  );

  app.post(
    '/api/clients',
    { schema: { body: clientInputSchema, response: { 201: clientSchema, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const client = await addClient({ db, userId: user.id, values: request.body });
      return reply.status(201).send(client);
    },
  );

  app.get(
    '/api/clients/:clientId',
    { schema: { params: clientIdParamsSchema, response: { 200: clientSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      const { clientId } = request.params;
      return toClient(await getOwnClient({ db, userId: user.id, clientId }));
    },
  );

  app.put(
    '/api/clients/:clientId',
    {
      schema: {
        params: clientIdParamsSchema,
        body: clientInputSchema,
        response: { 200: clientSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { clientId } = request.params;
      return editClient({ db, userId: user.id, clientId, values: request.body });
    },
  );

  app.delete(
    '/api/clients/:clientId',
    { schema: { params: clientIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeClient({ db, userId: user.id, clientId: request.params.clientId });
      return reply.status(204).send(null);
    },
  );
};
