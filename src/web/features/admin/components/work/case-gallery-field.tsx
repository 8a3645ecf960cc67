import { ArrowUp, X } from 'lucide-react';
import type { MediaItem } from '~/shared/schemas/media';
import { caseImagesMax } from '~/shared/schemas/case-studies';
import { useMediaChoices } from '~/web/features/admin/api/admin-articles-api';

const selectClass =
  'w-full rounded-lg border border-ink-700 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';
const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-ink-700 text-ink-200 hover:border-ink-500 disabled:opacity-40';

function thumbnailOf(item: MediaItem): string | undefined {
  const webp = item.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width)[0];
  return webp && `/media/${item.id}/${webp.width}.webp`;
}

/**
 * The gallery: pictures from the media library in page order (the first is the cover),
 * picked here; new ones are uploaded with their alt text beside the form (CaseEditor).
 */
export function CaseGalleryField({
  imageIds,
  onChange,
  error,
}: {
  imageIds: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const media = useMediaChoices();
  const items = media.data?.items ?? [];
  const chosen = imageIds.map((id) => ({ id, item: items.find((item) => item.id === id) }));
  const move = (index: number) => {
    const next = [...imageIds];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-800 p-3">
      <legend className="px-1 text-sm font-medium">Gallery (the first picture is the cover)</legend>
      {media.isError && (
        <p role="alert" className="text-sm text-red-300">
          Could not load the media library: {media.error.message}
        </p>
      )}
      {chosen.length === 0 && (
        <p className="text-sm text-ink-300">
          No pictures yet: the page shows the case’s drawing, if it has one.
        </p>
      )}
      <ol className="grid gap-2">
        {chosen.map(({ id, item }, index) => {
          const thumbnail = item && thumbnailOf(item);
          return (
            <li key={id} className="flex items-center gap-3 rounded-lg bg-ink-900 p-2">
              {thumbnail ? (
                <img src={thumbnail} alt="" className="h-12 w-20 rounded object-cover" />
              ) : (
                <span className="h-12 w-20 rounded bg-ink-800" />
              )}
              <span className="min-w-0 flex-1 truncate text-sm">
                {item ? item.altText || '(no alt text)' : 'Not in the media library'}
              </span>
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => move(index)}
                aria-label={`Move picture ${index + 1} up`}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => onChange(imageIds.filter((other) => other !== id))}
                aria-label={`Remove picture ${index + 1}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <label className="grid gap-1.5 text-sm font-medium">
        Add a picture from the media library
        <select
          value=""
          disabled={imageIds.length >= caseImagesMax}
          onChange={(event) => {
            const id = event.target.value;
            if (id && !imageIds.includes(id)) onChange([...imageIds, id]);
          }}
          className={selectClass}
          aria-invalid={error ? true : undefined}
        >
          <option value="">Choose a picture…</option>
          {items
            .filter((item) => !imageIds.includes(item.id))
            .map((item) => (
              <option key={item.id} value={item.id}>
                {item.altText} ({item.originalName})
              </option>
            ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
