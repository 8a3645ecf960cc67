import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCaseStudy, CaseStudyInput } from '../../shared/schemas/case-studies.ts';
import type { MediaItem } from '../../shared/schemas/media.ts';
import type { WorkContent } from '../../shared/work/work-content.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { transparentPng } from '../testing/test-images.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPublishedWorkSource } from './published-work.ts';
import { workContent } from './work-public-routes.ts';

/*
 * Case studies: the admin writes, orders, publishes and features them; the public JSON
 * and the sitemap show only the published; bad input is refused with its reason and
 * changes nothing; a picture a case shows stays in the media library.
 */
let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;
const app = (): FastifyInstance => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({}, { mail: { autoStart: false } });
  admin = await signUpAccount(app(), 'curator@studio.dev');
  member = await signUpAccount(app(), 'visitor@studio.dev');
  await makeAdmin(testApp.database, admin);
});
afterAll(async () => {
  await testApp?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  account: TestAccount = admin,
) => app().inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

const draft = (overrides: Partial<CaseStudyInput> = {}): CaseStudyInput => ({
  slug: 'lantern-books',
  client: 'Lantern Books',
  clientUrl: 'https://lantern.example',
  sector: 'Bookshop',
  summary: 'A bookshop with a voice.',
  problem: 'Nobody knew it was there.',
  made: 'A name, a sign and a site.',
  outcomes: [{ label: 'more visitors', value: '2×' }],
  quote: { text: 'We are found now.', name: 'Lee Page', role: 'Owner' },
  fits: ['/hunter', 'brandKit'],
  imageIds: [],
  isExample: false,
  isPublished: false,
  isFeatured: false,
  ...overrides,
});

const publicWork = async (page = '/work') =>
  (await app().inject({ method: 'GET', url: '/api/work', query: { page } })).json<WorkContent>();
const adminList = async () =>
  (await call('GET', '/api/admin/work')).json<{ cases: AdminCaseStudy[] }>().cases;
const caseCount = async () =>
  (await testApp.database.db.selectFrom('case_studies').select('id').execute()).length;

describe('the seeded examples', () => {
  it('are four published, fictional cases in order, each with a drawing', async () => {
    const { cases } = await publicWork();
    expect(cases.map((one) => one.slug)).toEqual([
      'harbour-and-rye',
      'northlight-realty',
      'fieldnote-physio',
      'kiln-and-clay',
    ]);
    expect(cases.every((one) => one.isExample && one.art === one.slug)).toBe(true);
    expect(cases.every((one) => one.quote.role.includes('(fictional)'))).toBe(true);
  });

  it('fit the pages they name: the home page the featured, an offer page its own', async () => {
    expect((await publicWork('/')).cases.map((one) => one.slug)).toEqual([
      'harbour-and-rye',
      'northlight-realty',
      'fieldnote-physio',
    ]);
    expect((await publicWork('/hunter')).cases.map((one) => one.slug)).toEqual([
      'northlight-realty',
    ]);
    // bizBuiltNowPackage is sold on /bizbuiltnow: a key brings the case there too.
    expect((await publicWork('/bizbuiltnow')).cases.map((one) => one.slug)).toEqual([
      'kiln-and-clay',
    ]);
    expect((await publicWork('/contact')).cases).toEqual([]);
  });
});

describe('the admin API', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/work', undefined, member)).statusCode).toBe(403);
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/admin/work',
      payload: draft(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('POST', '/api/admin/work', draft(), member)).statusCode).toBe(403);
    expect(await caseCount()).toBe(4);
  });

  it('refuses an empty client, an unsafe address and an unknown page, changing nothing', async () => {
    for (const [input, field] of [
      [draft({ client: '   ' }), 'client'],
      [draft({ clientUrl: 'javascript:alert(1)' }), 'clientUrl'],
      [draft({ clientUrl: 'https://user:secret@evil.example' }), 'clientUrl'],
      [draft({ fits: ['//evil.example'] }), 'fits'],
      [draft({ slug: 'Not A Slug' }), 'slug'],
    ] as const) {
      const response = await call('POST', '/api/admin/work', input);
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().error), field).toContain(field);
    }
    const missingPicture = await call(
      'POST',
      '/api/admin/work',
      draft({ imageIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(missingPicture.statusCode).toBe(400);
    expect(missingPicture.json().error.message).toContain('no longer in the media library');
    expect(await caseCount()).toBe(4);
  });

  it('creates a draft last, shows it only once published, and refuses a taken address', async () => {
    const created = await call('POST', '/api/admin/work', draft());
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminCaseStudy>();
    expect(saved.position).toBe(4);
    expect((await publicWork()).cases.map((one) => one.slug)).not.toContain('lantern-books');
    expect((await app().inject({ method: 'GET', url: '/api/work/lantern-books' })).statusCode).toBe(
      404,
    );

    const again = await call('POST', '/api/admin/work', draft({ client: 'Other' }));
    expect(again.statusCode).toBe(409);

    const published = await call('PATCH', `/api/admin/work/${saved.id}`, { isPublished: true });
    expect(published.json<AdminCaseStudy>().isPublished).toBe(true);
    const page = await app().inject({ method: 'GET', url: '/api/work/lantern-books' });
    expect(page.json<WorkContent>().case?.client).toBe('Lantern Books');
    expect((await publicWork('/hunter')).cases.map((one) => one.slug)).toContain('lantern-books');
    const sitemap = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/work/lantern-books</loc>');
  });

  it('orders every case, or nothing when the list is not every case once', async () => {
    const before = await adminList();
    const ids = before.map((one) => one.id);
    const partial = await call('PUT', '/api/admin/work-order', { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect((await adminList()).map((one) => one.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const reordered = await call('PUT', '/api/admin/work-order', { ids: reversed });
    expect(reordered.statusCode).toBe(200);
    expect((await adminList()).map((one) => one.id)).toEqual(reversed);
    await call('PUT', '/api/admin/work-order', { ids });
  });

  it('features a case on the home page and unfeatures it', async () => {
    const [first] = await adminList();
    await call('PATCH', `/api/admin/work/${first!.id}`, { isFeatured: false });
    expect((await publicWork('/')).cases.map((one) => one.slug)).not.toContain(first!.slug);
    await call('PATCH', `/api/admin/work/${first!.id}`, { isFeatured: true });
    expect((await publicWork('/')).cases.map((one) => one.slug)).toContain(first!.slug);
  });
});

describe('pictures', () => {
  it('come from the media library in order, and stay there while a case shows them', async () => {
    const upload = await app().inject({
      method: 'POST',
      url: '/api/admin/media',
      query: { alt: 'The shop window at night', name: 'window.png' },
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: await transparentPng(800, 500),
    });
    expect(upload.statusCode).toBe(201);
    const media = upload.json<MediaItem>();
    const [lantern] = (await adminList()).filter((one) => one.slug === 'lantern-books');
    const saved = await call(
      'PUT',
      `/api/admin/work/${lantern!.id}`,
      draft({ imageIds: [media.id], isPublished: true }),
    );
    expect(saved.statusCode).toBe(200);

    const { case: shown } = (
      await app().inject({ method: 'GET', url: '/api/work/lantern-books' })
    ).json<WorkContent>();
    expect(shown?.images[0]?.altText).toBe('The shop window at night');
    expect(shown?.images[0]?.variants.map((variant) => variant.format)).toEqual(
      expect.arrayContaining(['avif', 'webp']),
    );

    const removal = await app().inject({
      method: 'DELETE',
      url: `/api/admin/media/${media.id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.body).toContain('Case study: Lantern Books');
  });

  it('refuses an upload that is not an image, and keeps nothing of it', async () => {
    const before = await testApp.database.db.selectFrom('media_items').select('id').execute();
    const upload = await app().inject({
      method: 'POST',
      url: '/api/admin/media',
      query: { alt: 'Not a picture', name: 'notes.png' },
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.from('just some text, not an image'),
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.json().error.message).toMatch(/\w/);
    const after = await testApp.database.db.selectFrom('media_items').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});

describe('every process', () => {
  it('sees a save made through another within its one-second memory', async () => {
    let monotonic = 0;
    const otherProcess = createPublishedWorkSource(testApp.database.db, () => monotonic);
    const before = await otherProcess();
    const [first] = await adminList();
    await call('PATCH', `/api/admin/work/${first!.id}`, { isPublished: false });
    expect(await otherProcess()).toBe(before);
    monotonic += 1000;
    const after = await otherProcess();
    expect(after.key).not.toBe(before.key);
    expect(workContent(after, '/work').cases.map((one) => one.slug)).not.toContain(first!.slug);
    await call('PATCH', `/api/admin/work/${first!.id}`, { isPublished: true });
  });
});
