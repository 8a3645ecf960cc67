import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransmissionContent } from '../../shared/marketing/transmission-content.ts';
import type { MediaItem } from '../../shared/schemas/media.ts';
import type { AdminArticle, ArticleInput } from '../../shared/schemas/transmission-articles.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { transparentPng } from '../testing/test-images.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPublishedArticlesSource } from './published-articles.ts';

/*
 * Articles as content: the admin writes, previews and publishes or schedules; the public
 * JSON, the feed and the sitemap show only what is published by the clock; unsafe
 * Markdown is refused with its reason and changes nothing.
 */
let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;
let now = new Date('2026-12-10T12:00:00Z');
const app = (): FastifyInstance => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
  admin = await signUpAccount(app(), 'writer@studio.dev');
  member = await signUpAccount(app(), 'reader@studio.dev');
  await makeAdmin(testApp.database, admin);
});
afterAll(async () => {
  await testApp?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  account: TestAccount = admin,
) => app().inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

const draft = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  slug: 'the-quiet-launch',
  title: 'The Quiet Launch',
  excerpt: 'Launch to ten people first.',
  category: 'Growth',
  author: 'Ada Writer',
  bodyMarkdown: 'Start small.\n\n## Ten people\n\nThen [read more](https://example.com/x).',
  seoTitle: '',
  seoDescription: '',
  coverMediaId: null,
  status: 'draft',
  publishAt: null,
  ...overrides,
});

const publicList = async () =>
  (await app().inject({ method: 'GET', url: '/api/transmission' })).json<TransmissionContent>();
const articleCount = async () =>
  (await testApp.database.db.selectFrom('transmission_articles').select('id').execute()).length;

describe('the seeded articles', () => {
  it('are the seven issues that lived in code, published, newest first, rendered as HTML', async () => {
    const { articles } = await publicList();
    expect(articles.map((article) => article.slug)).toEqual([
      'the-365-business-year',
      'your-voice-is-the-moat',
      'one-sentence-test',
      'scroll-is-the-new-funnel',
      'content-from-one-conversation',
      'systems-before-hires',
      'pricing-the-transformation',
    ]);
    const one = await app().inject({
      method: 'GET',
      url: '/api/transmission/articles/one-sentence-test',
    });
    const { article } = one.json<TransmissionContent>();
    expect(article?.html).toContain('<h2>The ten-minute exercise</h2>');
    expect(article?.readMinutes).toBe(2);
  });
});

describe('writing and publishing an article', () => {
  it('is for admins only', async () => {
    expect(
      (await call('GET', '/api/admin/transmission/articles', undefined, member)).statusCode,
    ).toBe(403);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/admin/transmission/articles',
          payload: draft(),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps a draft off the site, then publishes it to the list, the feed and the sitemap', async () => {
    const created = await call('POST', '/api/admin/transmission/articles', draft());
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminArticle>();
    expect(saved.visibility).toBe('draft');
    const hidden = async () => {
      expect((await publicList()).articles.some((a) => a.slug === 'the-quiet-launch')).toBe(false);
      const feed = (await app().inject({ method: 'GET', url: '/transmission/feed.xml' })).body;
      expect(feed).not.toContain('The Quiet Launch');
      const sitemap = (await app().inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(sitemap).not.toContain('/transmission/the-quiet-launch<');
    };
    await hidden();

    // Scheduled an hour ahead: still nowhere, and the admin list says so.
    const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
    const scheduled = await call('PUT', `/api/admin/transmission/articles/${saved.id}`, {
      ...draft({ status: 'published', publishAt: inAnHour }),
    });
    expect(scheduled.json<AdminArticle>().visibility).toBe('scheduled');
    await hidden();

    // Its time comes: shown without another write.
    now = new Date(now.getTime() + 3_600_001);
    const { articles } = await publicList();
    expect(articles[0]?.slug).toBe('the-quiet-launch');
    expect(articles[0]?.author).toBe('Ada Writer');
    const feed = await app().inject({ method: 'GET', url: '/transmission/feed.xml' });
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title><![CDATA[The Quiet Launch]]></title>');
    expect(feed.body).toContain('http://localhost:3000/transmission/the-quiet-launch');
    const sitemap = (await app().inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/transmission/the-quiet-launch</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/transmission</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/spark-summit</loc>');
    expect(sitemap).not.toContain('forgot-password');
  });

  it('refuses a second article at the same address', async () => {
    const before = await articleCount();
    const response = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({ title: 'Again' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Another article already uses that address');
    expect(await articleCount()).toBe(before);
  });
});

describe('unsafe Markdown', () => {
  it.each([
    ['[click](javascript:alert(1))', 'The link to "javascript:alert(1)" is not allowed'],
    ['[click](JaVaScript:alert(1))', 'is not allowed'],
    ['[click](data:text/html;base64,PHNjcmlwdD4=)', 'is not allowed'],
    ['Hello <script>alert(1)</script>', 'Raw HTML is not allowed'],
    ['<img src=x onerror=alert(1)>', 'Raw HTML is not allowed'],
    ['![a cat](https://elsewhere.example/cat.png)', 'is not from the media library'],
  ])('%s is refused with its reason and saves nothing', async (markdown, reason) => {
    const before = await articleCount();
    const response = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({ slug: 'unsafe-one', bodyMarkdown: markdown }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(reason);
    expect(await articleCount()).toBe(before);
    const preview = await call('POST', '/api/admin/transmission/articles/preview', {
      bodyMarkdown: markdown,
    });
    expect(preview.statusCode).toBe(400);
  });

  it('previews safe Markdown as the page will show it', async () => {
    const preview = await call('POST', '/api/admin/transmission/articles/preview', {
      bodyMarkdown: '## Hi\n\n[site](/pricing) and [mail](mailto:a@b.dev)',
    });
    expect(preview.json()).toEqual({
      html: '<h2>Hi</h2>\n<p><a href="/pricing">site</a> and <a href="mailto:a@b.dev">mail</a></p>\n',
    });
  });
});

describe('pictures', () => {
  it('takes a cover and inline pictures from the media library, with their alt text', async () => {
    const upload = await app().inject({
      method: 'POST',
      url: '/api/admin/media',
      query: { alt: 'A quiet desk at dawn', name: 'desk.png' },
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: await transparentPng(600, 400),
    });
    expect(upload.statusCode).toBe(201);
    const media = upload.json<MediaItem>();
    const inline = `/media/${media.id}/600.png`;

    const noAlt = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({ slug: 'with-pictures', bodyMarkdown: `Look: ![](${inline})` }),
    );
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().error.message).toContain('needs alt text');

    const missingCover = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({ slug: 'with-pictures', coverMediaId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missingCover.statusCode).toBe(400);

    const saved = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({
        slug: 'with-pictures',
        status: 'published',
        coverMediaId: media.id,
        bodyMarkdown: `Look: ![A quiet desk at dawn](${inline})`,
      }),
    );
    expect(saved.statusCode).toBe(201);
    const page = await app().inject({
      method: 'GET',
      url: '/api/transmission/articles/with-pictures',
    });
    const { article } = page.json<TransmissionContent>();
    expect(article?.cover?.altText).toBe('A quiet desk at dawn');
    expect(article?.html).toContain(
      `<img src="${inline}" alt="A quiet desk at dawn" loading="lazy"`,
    );

    // The library will not delete a picture an article shows.
    const removal = await app().inject({
      method: 'DELETE',
      url: `/api/admin/media/${media.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(409);
  });
});

describe('every process', () => {
  it('sees a save made through another within its one-second memory', async () => {
    // Another process's memory of the published list, on the same database.
    let monotonic = 0;
    const otherProcess = createPublishedArticlesSource(
      testApp.database.db,
      () => now,
      () => monotonic,
    );
    const before = await otherProcess();
    now = new Date(now.getTime() + 1000);
    const saved = await call(
      'POST',
      '/api/admin/transmission/articles',
      draft({ slug: 'seen-everywhere', title: 'Seen Everywhere', status: 'published' }),
    );
    expect(saved.statusCode).toBe(201);
    // The process that saved shows it at once; the other trusts its memory for a second.
    expect((await publicList()).articles[0]?.slug).toBe('seen-everywhere');
    expect((await otherProcess()).key).toBe(before.key);
    monotonic += 1000;
    const after = await otherProcess();
    expect(after.key).not.toBe(before.key);
    expect(after.articles[0]?.slug).toBe('seen-everywhere');
  });
});
