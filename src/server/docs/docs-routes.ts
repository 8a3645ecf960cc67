import type { FastifyPluginAsync } from 'fastify';
import { marked } from 'marked';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

const guides = ['1_quick-setup.md', '2_user-guide.md', '3_developer-guide.md'] as const;

/** What each guide is for, as the /docs index lists it. */
const guideSummaries: Record<(typeof guides)[number], string> = {
  '1_quick-setup.md': 'Install, configure and start the site and app.',
  '2_user-guide.md': 'Using the site, the customer app and the admin area.',
  '3_developer-guide.md': 'How the code is organised, tested and changed.',
};

const titleOf = (markdown: string) => /^#\s+(.+)$/m.exec(markdown)?.[1] ?? 'Guide';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderGuide(markdown: string): string {
  return renderPage(titleOf(markdown), marked.parse(markdown, { async: false }));
}

/** /docs: the guides by title, each with what it is for and its markdown. */
function renderIndex(titles: ReadonlyMap<string, string>): string {
  const items = guides
    .map(
      (name) =>
        `<li><a href="/docs/${name}">${escapeHtml(titles.get(name) ?? name)}</a>: ${guideSummaries[name]} <a href="/docs/${name}?format=raw">(markdown)</a></li>`,
    )
    .join('\n');
  return renderPage('Documentation', `<h1>Documentation</h1>\n<ul>\n${items}\n</ul>`);
}

function renderPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Signal Studio</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:2rem 1.25rem;color:#111827}
pre{background:#f3f4f6;padding:1rem;overflow:auto;border-radius:.5rem}code{font-size:.9em}
table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:.35rem .6rem;text-align:left}
a{color:#4f46e5}nav{margin-bottom:1.5rem}</style></head>
<body><nav><a href="/">Home</a> · <a href="/docs">Docs</a> · <a href="/docs/1_quick-setup.md">Quick setup</a> · <a href="/docs/2_user-guide.md">User guide</a> · <a href="/docs/3_developer-guide.md">Developer guide</a></nav>
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
  const index = renderIndex(
    new Map([...rendered].map(([name, guide]) => [name, titleOf(guide.markdown)])),
  );
  app.get('/docs', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/html; charset=utf-8').send(index);
  });
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
