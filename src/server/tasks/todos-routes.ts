import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkTodosResultSchema,
  bulkTodosSchema,
  todoCreateSchema,
  todoIdParamsSchema,
  todoListSchema,
  todoRestoreSchema,
  todoSchema,
  todoUpdateSchema,
  type TodoList,
} from '../../shared/schemas/tasks-todos.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { preferredEncoding, TodoListCache } from './todo-list-cache.ts';
import { applyBulk, changeTodo, createTodo, removeTodo, restoreTodos } from './todos-service.ts';

export interface TasksRoutesOptions {
  database: Database;
}

const errors = errorResponses(400, 401, 403, 404);

/** Todos the caller owns or may see through a shared folder. */
export const todosRoutes: FastifyPluginAsyncZod<TasksRoutesOptions> = async (app, { database }) => {
  const { db } = database;
  const listCache = new TodoListCache();

  app.get(
    '/api/todos',
    {
      ...userRequired,
      // The list sends its own cached compressed copy (below): the compress plugin's
      // per-reply hook would only look at it and step aside.
      compress: false,
      // A GET has no body to decompress: skip the plugin's per-request preParsing hook.
      decompress: false,
      schema: { response: { 200: todoListSchema, 304: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const list = await listCache.get(db, user.id);
      reply
        .header('etag', list.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Authorization, Accept-Encoding');
      if (request.headers['if-none-match'] === list.etag) return reply.status(304).send(null);
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) {
        reply.header('content-encoding', encoding);
        const body = await listCache.encoded(list, encoding);
        return reply.send(body as unknown as TodoList);
      }
      // JSON bytes (or their compressed copy) already: Fastify sends a buffer as it is;
      // the casts only tell the compiler what the bytes hold.
      return reply.send(list.body as unknown as TodoList);
    },
  );

  app.post(
    '/api/todos',
    {
      ...userRequired,
      schema: { body: todoCreateSchema, response: { 201: todoSchema, ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const todo = await createTodo({ db, userId: user.id, values: request.body });
      return reply.status(201).send(todo);
    },
  );

  app.patch(
    '/api/todos/:todoId',
    {
      ...userRequired,
      schema: {
        params: todoIdParamsSchema,
        body: todoUpdateSchema,
        response: { 200: todoSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { todoId } = request.params;
      return changeTodo({ db, userId: user.id, todoId, changes: request.body });
    },
  );

  app.delete(
    '/api/todos/:todoId',
    {
      ...userRequired,
      schema: { params: todoIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeTodo({ db, userId: user.id, todoId: request.params.todoId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/todos/bulk',
    {
      ...userRequired,
      schema: { body: bulkTodosSchema, response: { 200: bulkTodosResultSchema, ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      return applyBulk({ db, userId: user.id, command: request.body });
    },
  );

  app.post(
    '/api/todos/restore',
    {
      ...userRequired,
      schema: {
        body: todoRestoreSchema,
        response: { 201: todoListSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const todos = await restoreTodos({ db, userId: user.id, restore: request.body });
      return reply.status(201).send({ todos });
    },
  );
};
