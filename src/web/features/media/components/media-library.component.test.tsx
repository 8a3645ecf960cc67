import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import type { MediaItem, MediaList } from '~/shared/schemas/media';
import AdminMediaPage from '~/web/routes/admin-media';
import { renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, FakeApi } from '~/web/testing/fake-api';

const limits = { maxUploadBytes: 2 * 1024 * 1024, maxPixels: 40_000_000 };

const harbour: MediaItem = {
  id: '99999999-9999-4999-8999-999999999999',
  originalName: 'harbour.jpg',
  originalFormat: 'jpeg',
  originalBytes: 1_048_576,
  width: 1600,
  height: 1200,
  altText: 'Boats in the harbour at dawn',
  storedBytes: 524_288,
  createdBy: 'ada@example.com',
  createdAt: '2026-11-20T15:30:00.000Z',
  variants: [
    { width: 640, height: 480, format: 'jpeg', bytes: 100_000 },
    { width: 640, height: 480, format: 'webp', bytes: 80_000 },
    { width: 1280, height: 960, format: 'jpeg', bytes: 300_000 },
  ],
};

/** The media page checks access through its own read: there is no access gate. */
function mediaApi(items: MediaItem[]) {
  return new FakeApi().on('GET', '/api/admin/media', { items, limits } satisfies MediaList);
}

const renderMedia = (api: FakeApi) => renderAdmin(api, '/admin/media', <AdminMediaPage />);

const imageFile = (bytes: number, name = 'cliffs.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('Admin: media library', () => {
  it('shows a spinner, then an empty library', async () => {
    renderMedia(mediaApi([]));
    expect(screen.getByText('Loading the media library')).toBeTruthy();
    expect(await screen.findByText('No images yet. Upload the first one above.')).toBeTruthy();
    expect(screen.getByText('0 images, 0 B stored', { exact: false })).toBeTruthy();
  });

  it('sends a non-admin home with "Access denied"', async () => {
    const api = new FakeApi().on('GET', '/api/admin/media', () =>
      errorReply(403, 'forbidden', 'Forbidden'),
    );
    renderMedia(api);
    expect(await screen.findByRole('heading', { name: 'Went to /' })).toBeTruthy();
    expect(await screen.findByText(messages.admin.accessDenied)).toBeTruthy();
  });

  it('says the library could not be loaded and reads again on request', async () => {
    let reads = 0;
    const api = new FakeApi().on('GET', '/api/admin/media', () => {
      reads += 1;
      return reads === 1 ? errorReply(404, 'not_found', 'Gone') : { items: [harbour], limits };
    });
    const { user } = renderMedia(api);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.media.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Boats in the harbour at dawn')).toBeTruthy();
  });

  it('describes each image: size, stored files and who added it', async () => {
    renderMedia(mediaApi([harbour]));
    const card = (await screen.findByText('Boats in the harbour at dawn')).closest('li')!;
    expect(card.textContent).toContain('harbour.jpg');
    expect(card.textContent).toContain('1600 × 1200');
    expect(card.textContent).toContain('in 3 files (640, 1280 px)');
    expect(card.textContent).toContain('by ada@example.com');
  });

  it('copies an image as Markdown with its alt text', async () => {
    // The Clipboard API is used on https only; user-event provides the clipboard.
    vi.stubGlobal('isSecureContext', true);
    const { user } = renderMedia(mediaApi([harbour]));
    await user.click(await screen.findByRole('button', { name: 'Copy Markdown' }));
    expect(await screen.findByText(messages.media.copied('Markdown'))).toBeTruthy();
    expect(await navigator.clipboard.readText()).toMatch(
      /^!\[Boats in the harbour at dawn\]\(\/.+\)$/,
    );
  });

  it('refuses an upload without a file or alt text, and a file over the limit, sending nothing', async () => {
    const api = mediaApi([]);
    const { user } = renderMedia(api);
    const form = await screen.findByRole('form', { name: 'Upload an image' });
    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(within(form).getByText(messages.media.fileRequired)).toBeTruthy();
    expect(within(form).getByText(messages.media.altRequired)).toBeTruthy();

    await user.upload(within(form).getByLabelText(/Choose an image/), imageFile(3 * 1024 * 1024));
    expect(within(form).getByText(messages.media.tooManyBytes(limits.maxUploadBytes))).toBeTruthy();
    await user.type(within(form).getByLabelText(/Alt text/), 'Cliffs');
    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(within(form).getByText(messages.media.tooManyBytes(limits.maxUploadBytes))).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/media')).toHaveLength(0);
  });

  it('uploads the file with its alt text and name, and shows a refusal on its field', async () => {
    let posts = 0;
    const api = mediaApi([]).on('POST', '/api/admin/media', () => {
      posts += 1;
      return posts === 1
        ? errorReply(400, 'not_an_image', messages.media.notAnImage)
        : { ...harbour, id: 'aaaaaaaa-9999-4999-8999-999999999999' };
    });
    const { user } = renderMedia(api);
    const form = await screen.findByRole('form', { name: 'Upload an image' });
    await user.upload(within(form).getByLabelText(/Choose an image/), imageFile(2048));
    await user.type(within(form).getByLabelText(/Alt text/), '  Cliffs at noon ');
    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(await within(form).findByText(messages.media.notAnImage)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(await screen.findByText(messages.media.uploaded)).toBeTruthy();
    const uploads = api.callsTo('POST', '/api/admin/media');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.path).toBe('/api/admin/media?alt=Cliffs+at+noon&name=cliffs.png');
    await waitFor(() =>
      expect((within(form).getByLabelText(/Alt text/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('edits alt text, refusing an empty one without a call', async () => {
    const api = mediaApi([harbour]).on('PATCH', '/api/admin/media/:id', (call) => ({
      ...harbour,
      ...(call.body as object),
    }));
    const { user } = renderMedia(api);
    await user.click(await screen.findByRole('button', { name: 'Alt text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alt text' });
    const field = within(dialog).getByLabelText(/Alt text/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(messages.media.altRequired)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/media')).toHaveLength(0);

    await user.type(field, 'Fishing boats at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.media.altSaved)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/media')[0]).toEqual({
      method: 'PATCH',
      path: `/api/admin/media/${harbour.id}`,
      body: { altText: 'Fishing boats at dawn' },
    });
  });

  it('asks before deleting and shows where an image in use is shown', async () => {
    const inUse = messages.media.inUse('the case study');
    const api = mediaApi([harbour]).on('DELETE', '/api/admin/media/:id', () =>
      errorReply(409, 'media_in_use', inUse),
    );
    const { user } = renderMedia(api);
    await user.click(
      await screen.findByRole('button', { name: 'Delete image: Boats in the harbour at dawn' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(api.callsTo('DELETE', '/api/admin/media')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(inUse);
    // Cancel became Close (beside the dialog's own close button): nothing to confirm now.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Delete image' })).toBeNull();
  });
});
