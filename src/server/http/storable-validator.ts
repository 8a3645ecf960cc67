import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { storableInput } from '../../shared/schemas/storable-text.ts';

/**
 * fastify-type-provider-zod's validator with the shared bad-bytes rule in front of every
 * route schema (body, query, params and headers alike): a NUL or an unpaired surrogate
 * anywhere answers 400 naming the field instead of reaching the database.
 */
export const storableValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storableInput(route.schema) });
