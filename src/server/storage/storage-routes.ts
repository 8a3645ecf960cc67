import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/** Public images (logo, footer background) under the spec's public bucket `site-images`. */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(projectRoot, 'storage', 'site-images'),
    prefix: '/storage/v1/object/public/site-images/',
    decorateReply: false,
    index: false,
    maxAge: 7 * 24 * 60 * 60 * 1000,
  });
};
