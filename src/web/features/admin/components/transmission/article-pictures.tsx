import { mediaMarkdown } from '~/shared/media';
import type { MediaItem } from '~/shared/schemas/media';
import { useMediaChoices } from '~/web/features/admin/api/admin-articles-api';

const selectClass =
  'w-full rounded-lg border border-ink-700 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

const labelOf = (item: MediaItem) => `${item.altText} (${item.originalName})`;

/**
 * The cover and the pictures in the text, both from the media library, whose upload
 * requires alt text: a picture inserted here carries its alt text into the Markdown.
 */
export function ArticlePictures({
  coverMediaId,
  onCover,
  onInsert,
  error,
}: {
  coverMediaId: string | null;
  onCover: (id: string | null) => void;
  onInsert: (markdown: string) => void;
  error?: string;
}) {
  const media = useMediaChoices();
  const items = media.data?.items ?? [];
  const cover = items.find((item) => item.id === coverMediaId);
  const coverThumb = cover?.variants.find((variant) => variant.format === 'webp');

  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-800 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Pictures</legend>
      {media.isPending && (
        <p className="text-sm text-ink-300 sm:col-span-2">Loading the media library…</p>
      )}
      {media.isError && (
        <p role="alert" className="text-sm text-red-300 sm:col-span-2">
          Could not load the media library: {media.error.message}
        </p>
      )}
      <label className="grid gap-1.5 text-sm font-medium">
        Cover (also the share picture)
        <select
          value={coverMediaId ?? ''}
          onChange={(event) => onCover(event.target.value || null)}
          className={selectClass}
          aria-invalid={error ? true : undefined}
        >
          <option value="">No cover</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {labelOf(item)}
            </option>
          ))}
        </select>
        {error && <span className="text-red-300">{error}</span>}
        {cover && coverThumb && (
          <img
            src={`/media/${cover.id}/${coverThumb.width}.webp`}
            alt={cover.altText}
            className="mt-1 aspect-video w-full rounded-lg object-cover"
          />
        )}
      </label>
      <label className="grid content-start gap-1.5 text-sm font-medium">
        Insert a picture in the text
        <select
          value=""
          onChange={(event) => {
            const item = items.find((candidate) => candidate.id === event.target.value);
            if (item) onInsert(mediaMarkdown(item));
          }}
          className={selectClass}
        >
          <option value="">Choose a picture…</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {labelOf(item)}
            </option>
          ))}
        </select>
        <span className="font-normal text-ink-400">
          New pictures: upload them, with their alt text, in the{' '}
          <a href="/admin/media" target="_blank" rel="noreferrer" className="underline">
            media library
          </a>
          .
        </span>
      </label>
    </fieldset>
  );
}
