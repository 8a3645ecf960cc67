import type { FastifyPluginAsync } from 'fastify';
import { marked } from 'marked';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

const guides = ['1_quick-setup.md', '2_user-guide.md', '3_developer-guide.md'] as const;

function renderGuide(markdown: string): string {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? 'Guide';
  const body = marked.parse(markdown, { async: false });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Signal Studio</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:2rem 1.25rem;color:#111827}
pre{background:#f3f4f6;padding:1rem;overflow:auto;border-radius:.5rem}code{font-size:.9em}
table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:.35rem .6rem;text-align:left}
a{color:#4f46e5}nav{margin-bottom:1.5rem}</style></head>
<body><nav><a href="/">Home</a> · <a href="/docs/1_quick-setup.md">Quick setup</a> · <a href="/docs/2_user-guide.md">User guide</a> · <a href="/docs/3_developer-guide.md">Developer guide</a></nav>
<main>${body}</main></body></html>`;
}

/**
 * The three guides in docs/, rendered as readable pages (`?format=raw` gives the
 * markdown). Read at start: the docs ship with the build and never change while running.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  const rendered = new Map(
    guides.map((name) => {
      const markdown = readFileSync(path.join(projectRoot, 'docs', name), 'utf8');
      return [name, { markdown, html: renderGuide(markdown) }] as const;
    }),
  );
  app.get<{ Params: { name: string }; Querystring: { format?: string } }>(
    '/docs/:name',
    async (request, reply) => {
      const guide = rendered.get(request.params.name as (typeof guides)[number]);
      if (!guide)
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
      reply.header('cache-control', 'public, max-age=300');
      if (request.query.format === 'raw')
        return reply.type('text/markdown; charset=utf-8').send(guide.markdown);
      return reply.type('text/html; charset=utf-8').send(guide.html);
    },
  );
};
