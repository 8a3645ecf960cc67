import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCaseStudy, CaseStudyInput } from '~/shared/schemas/case-studies';
import type { MediaItem, MediaList } from '~/shared/schemas/media';
import AdminWorkPage from '~/web/routes/admin-work';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';

const aCase = (fields: Partial<AdminCaseStudy> & Pick<AdminCaseStudy, 'id' | 'client'>) =>
  ({
    slug: fields.client.toLowerCase().replace(/[^a-z]+/g, '-'),
    clientUrl: '',
    sector: 'Bakery',
    summary: 'A summary.',
    problem: 'A problem.',
    made: 'What was made.',
    outcomes: [],
    quote: { text: '', name: '', role: '' },
    fits: [],
    imageIds: [],
    isExample: false,
    isPublished: true,
    isFeatured: false,
    art: null,
    position: 0,
    updatedAt: '2026-12-09T10:00:00.000Z',
    ...fields,
  }) satisfies AdminCaseStudy;

const window: MediaItem = {
  id: '5b0c7a52-4a4e-4c6f-9d57-1f0d2b7c9a11',
  originalName: 'window.jpg',
  originalFormat: 'jpeg',
  originalBytes: 120_000,
  width: 1600,
  height: 1000,
  altText: 'The shop window at night',
  storedBytes: 300_000,
  createdBy: 'admin@studio.dev',
  createdAt: '2026-12-09T09:00:00.000Z',
  variants: [{ width: 480, height: 300, format: 'webp', bytes: 9000 }],
};
const media: MediaList = {
  items: [window],
  limits: { maxUploadBytes: 2 * 1024 * 1024, maxPixels: 40_000_000 },
};

function workApi(cases: AdminCaseStudy[]) {
  return adminApi()
    .on('GET', '/api/admin/work', () => ({ cases }))
    .on('GET', '/api/admin/media', media);
}

const renderWork = (api: ReturnType<typeof workApi>) =>
  renderAdmin(api, '/admin/work', <AdminWorkPage />);

describe('Admin: Work', () => {
  it('lists the cases in order and moves, publishes and features one', async () => {
    const harbour = aCase({ id: 'a1', client: 'Harbour & Rye' });
    const kiln = aCase({ id: 'b2', client: 'Kiln & Clay', isPublished: false });
    const api = workApi([harbour, kiln])
      .on('PUT', '/api/admin/work-order', (call: ApiCall) => ({
        cases: (call.body as { ids: string[] }).ids.map((id) => (id === 'a1' ? harbour : kiln)),
      }))
      .on('PATCH', '/api/admin/work/', (call: ApiCall) => ({ ...kiln, ...(call.body as object) }));
    const { user } = renderWork(api);
    const list = await screen.findByRole('list', { name: 'Case studies in page order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Harbour & Rye'), expect.stringContaining('Kiln & Clay')]);

    await user.click(screen.getByRole('button', { name: 'Move Kiln & Clay up' }));
    expect(api.callsTo('PUT', '/api/admin/work-order')[0]?.body).toEqual({ ids: ['b2', 'a1'] });

    await user.click(await screen.findByRole('button', { name: 'Publish Kiln & Clay' }));
    expect(api.callsTo('PATCH', '/api/admin/work/b2')[0]?.body).toEqual({ isPublished: true });
  });

  it('checks a new case before sending it, then saves it with its pictures', async () => {
    const api = workApi([]).on('POST', '/api/admin/work', (call: ApiCall) =>
      aCase({ id: 'c3', ...(call.body as CaseStudyInput) }),
    );
    const { user } = renderWork(api);
    await user.click(await screen.findByRole('button', { name: 'New case study' }));
    const form = screen.getByRole('form', { name: 'Case study' });
    await user.click(within(form).getByRole('button', { name: 'Save case study' }));
    expect(within(form).getByText('Write the client')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/work')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Client\s*\*?$/), 'Lantern Books');
    expect(within(form).getByLabelText(/^Address/)).toHaveProperty('value', 'lantern-books');
    await user.type(within(form).getByLabelText(/^Client’s website/), 'javascript:alert(1)');
    await user.type(within(form).getByLabelText(/^The problem/), 'Nobody knew it was there.');
    await user.type(within(form).getByLabelText(/^What we made/), 'A sign and a site.');
    await user.click(within(form).getByRole('button', { name: 'Save case study' }));
    expect(
      within(form).getByText('Use a full web address starting with https://, or leave it empty'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/work')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Client’s website/));
    await user.type(within(form).getByLabelText(/^Client’s website/), 'https://lantern.example');
    await user.selectOptions(
      await within(form).findByLabelText('Add a picture from the media library'),
      window.id,
    );
    expect(within(form).getByText('The shop window at night')).toBeTruthy();
    await user.click(within(form).getByLabelText('/hunter'));
    // The media library's own upload form sits beside the case's, not inside it.
    expect(screen.getByText('Upload a new picture to the media library')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save case study' }));
    const sent = api.callsTo('POST', '/api/admin/work')[0]?.body as CaseStudyInput;
    expect(sent).toMatchObject({
      client: 'Lantern Books',
      slug: 'lantern-books',
      clientUrl: 'https://lantern.example',
      imageIds: [window.id],
      fits: ['/hunter'],
      isPublished: false,
    });
  });

  it('shows a spinner, then says there are no cases yet', async () => {
    renderWork(workApi([]));
    expect(await screen.findByText('Loading the case studies…')).toBeTruthy();
    expect(
      await screen.findByText('No case studies yet. Start one with “New case study”.'),
    ).toBeTruthy();
  });

  it('says the cases could not be loaded and reads again on request', async () => {
    let fails = true;
    const api = workApi([]).on('GET', '/api/admin/work', () =>
      fails ? errorReply(500, 'internal', 'Database down') : { cases: [] },
    );
    const { user } = renderWork(api);
    const alert = await screen.findByText(/Could not load the case studies: /);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No case studies yet/)).toBeTruthy();
  });

  it('features a case by name and says when the server refuses a change', async () => {
    const harbour = aCase({ id: 'a1', client: 'Harbour & Rye' });
    const api = workApi([harbour, aCase({ id: 'b2', client: 'Kiln & Clay' })]).on(
      'PATCH',
      '/api/admin/work/:id',
      () => errorReply(409, 'too_many_featured', 'Three cases are featured already'),
    );
    const { user } = renderWork(api);
    await user.click(await screen.findByRole('button', { name: 'Feature Kiln & Clay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not changed: Three cases are featured already',
    );
    expect(api.callsTo('PATCH', '/api/admin/work/b2')[0]?.body).toEqual({ isFeatured: true });
  });

  it('says why the server refused a save and keeps what was typed', async () => {
    const api = workApi([aCase({ id: 'a1', client: 'Harbour & Rye' })]).on(
      'PUT',
      '/api/admin/work/a1',
      () =>
        errorReply(
          400,
          'validation_failed',
          'Give every picture alt text in the media library first',
        ),
    );
    const { user } = renderWork(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour & Rye' }));
    const form = screen.getByRole('form', { name: 'Case study' });
    await user.type(within(form).getByLabelText(/^Sector/), ' shop');
    await user.click(within(form).getByRole('button', { name: 'Save case study' }));
    expect(
      await within(form).findByText(
        'Not saved: Give every picture alt text in the media library first',
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText(/^Sector/)).toHaveProperty('value', 'Bakery shop');
  });
});
