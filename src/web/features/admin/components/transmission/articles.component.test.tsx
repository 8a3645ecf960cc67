import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleInput } from '~/shared/schemas/transmission-articles';
import type { TransmissionOverview } from '~/shared/schemas/newsletter-issues';
import AdminTransmissionPage from '~/web/routes/admin-transmission';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall, type FakeApi } from '~/web/testing/fake-api';

const overview: TransmissionOverview = {
  issues: [],
  subscribers: { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 },
  schedule: {
    promise: 'One issue a week.',
    nextSlot: '2026-12-01T15:00:00.000Z',
    timeZone: 'America/Chicago',
  },
  articles: [],
};

const anArticle = (fields: Partial<AdminArticle> & Pick<AdminArticle, 'id' | 'title'>) =>
  ({
    slug: fields.title.toLowerCase().replace(/[^a-z]+/g, '-'),
    excerpt: 'An excerpt.',
    category: 'Brand',
    author: 'The Signal Studio team',
    bodyMarkdown: 'Some text.',
    seoTitle: '',
    seoDescription: '',
    coverMediaId: null,
    status: 'draft',
    publishAt: null,
    visibility: 'draft',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  }) satisfies AdminArticle;

/** The list answers with `articles`, so a saved article shows up in it. */
function articlesApi(articles: AdminArticle[]): FakeApi {
  return adminApi()
    .on('GET', '/api/admin/transmission', overview)
    .on('GET', '/api/admin/transmission/subscribers', { subscribers: [], hasMore: false })
    .on('GET', '/api/admin/media', {
      items: [],
      limits: { maxUploadBytes: 1, maxPixels: 1 },
    })
    .on('GET', '/api/admin/transmission/articles', () => ({ articles }))
    .on('POST', '/api/admin/transmission/articles', (call: ApiCall) => {
      const saved = anArticle({ ...(call.body as ArticleInput), id: 'new-1', visibility: 'draft' });
      articles.push(saved);
      return saved;
    });
}

const renderArticles = (api: FakeApi) =>
  renderAdmin(api, '/admin/transmission', <AdminTransmissionPage />);

const articlesSection = async () => within(await screen.findByRole('region', { name: 'Articles' }));

describe('Admin: Transmission articles', () => {
  // The editor loads its Markdown field lazily, a large module: loaded here once, so a
  // busy machine spends that time in the hook rather than in a findBy's five seconds.
  beforeAll(async () => {
    await import('./markdown-field');
  }, 60_000);

  it('shows a spinner, then says there are no articles yet', async () => {
    renderArticles(articlesApi([]));
    expect(await screen.findByText('Loading the articles…')).toBeTruthy();
    expect(await screen.findByText('No articles yet. Start one with “New article”.')).toBeTruthy();
  });

  it('marks drafts, scheduled and published articles, with a link only to a published one', async () => {
    renderArticles(
      articlesApi([
        anArticle({ id: 'a', title: 'Quiet brands win' }),
        anArticle({
          id: 'b',
          title: 'Loud launches',
          status: 'published',
          visibility: 'scheduled',
          publishAt: '2027-01-05T15:00:00.000Z',
        }),
        anArticle({
          id: 'c',
          title: 'Signals',
          slug: 'signals',
          status: 'published',
          visibility: 'published',
        }),
      ]),
    );
    const section = await articlesSection();
    await section.findByText('Quiet brands win');
    expect(section.getByText('Draft')).toBeTruthy();
    expect(section.getByText('Scheduled')).toBeTruthy();
    expect(section.getByText('Published')).toBeTruthy();
    expect(section.getByText(/^Brand · Publishes /)).toBeTruthy();
    const links = section.getAllByRole('link', { name: 'View' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/transmission/signals']);
  });

  it('says the articles could not be loaded and reads again on request', async () => {
    let fails = true;
    const api = articlesApi([]).on('GET', '/api/admin/transmission/articles', () =>
      fails ? errorReply(500, 'internal', 'Database down') : { articles: [] },
    );
    const { user } = renderArticles(api);
    const alert = await screen.findByText(/Could not load the articles: /);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No articles yet/)).toBeTruthy();
  });

  it('marks every missing field and sends nothing', async () => {
    const api = articlesApi([]);
    const { user } = renderArticles(api);
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    await user.clear(screen.getByLabelText(/^Author/));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Category/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Author/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the address')).toBeTruthy();
    expect(screen.getByText('Write the article')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/transmission/articles')).toHaveLength(0);
  });

  it('derives the address from the title and saves a draft, which then lists', async () => {
    const api = articlesApi([]);
    const { user } = renderArticles(api);
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    await user.type(screen.getByLabelText(/^Title/), 'The Quiet Launch!');
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('the-quiet-launch');
    // Pasted: each typed key redraws the Markdown editor, slow and beside the point here.
    await user.click(screen.getByLabelText(/^Category/));
    await user.paste('Launches');
    await user.click(await screen.findByLabelText('Text (Markdown)'));
    await user.paste('Calm sells.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Edit article' })).toBeTruthy();
    const [saved] = api.callsTo('POST', '/api/admin/transmission/articles');
    expect(saved?.body).toMatchObject({
      title: 'The Quiet Launch!',
      slug: 'the-quiet-launch',
      category: 'Launches',
      bodyMarkdown: 'Calm sells.',
      status: 'draft',
      publishAt: null,
    });
    const section = await articlesSection();
    expect(await section.findByRole('button', { name: 'Edit The Quiet Launch!' })).toBeTruthy();
  });

  it('names the button after the publication choice and shows a refusal', async () => {
    const article = anArticle({ id: 'a', title: 'Quiet brands win' });
    const api = articlesApi([article]).on(
      'PUT',
      '/api/admin/transmission/articles/:id',
      errorReply(409, 'slug_taken', 'Another article has this address'),
    );
    const { user } = renderArticles(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Quiet brands win' }));
    await user.click(screen.getByRole('radio', { name: 'Scheduled for' }));
    expect(screen.getByLabelText('Publish at (your time)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: Another article has this address',
    );
    const [put] = api.callsTo('PUT', '/api/admin/transmission/articles/a');
    expect(put?.body).toMatchObject({ status: 'published', publishAt: null });
    expect(screen.getByRole('heading', { name: 'Edit article' })).toBeTruthy();
  });

  it('previews the text as the server renders it', async () => {
    const api = articlesApi([anArticle({ id: 'a', title: 'Quiet brands win' })]).on(
      'POST',
      '/api/admin/transmission/articles/preview',
      { html: '<p>Some <strong>text</strong>.</p>' },
    );
    const { user } = renderArticles(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Quiet brands win' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('text').tagName).toBe('STRONG');
    expect(api.callsTo('POST', '/api/admin/transmission/articles/preview')[0]?.body).toEqual({
      bodyMarkdown: 'Some text.',
    });
  });
});
