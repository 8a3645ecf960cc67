import { Code, Link2, Pencil, Trash2 } from 'lucide-react';
import { formatBytes, mediaMarkdown, responsiveImageData } from '~/shared/media';
import { messages } from '~/shared/messages';
import type { MediaItem } from '~/shared/schemas/media';
import { ResponsiveImage } from '~/web/components/ui/responsive-image';
import { toast } from '~/web/lib/toast';
import { copyText, formatName, formatUploadDate } from './media-format';

/** The grid is 1, 2, 3 then 4 columns wide; the thumbnail asks for no more than that. */
const thumbnailSizes =
  '(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

const actionStyles =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-ink-200 hover:bg-ink-800 hover:text-ink-100';

interface MediaCardProps {
  item: MediaItem;
  onEdit: () => void;
  onDelete: () => void;
}

export function MediaCard({ item, onEdit, onDelete }: MediaCardProps) {
  const copy = async (what: string, text: string) => {
    try {
      await copyText(text);
      toast.success(messages.media.copied(what));
    } catch {
      toast.error(messages.media.copyFailed);
    }
  };
  const url = `${window.location.origin}${responsiveImageData(item).img.src}`;
  const widths = [...new Set(item.variants.map((variant) => variant.width))];

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-ink-800 bg-ink-950/60">
      <div className="relative aspect-[4/3] bg-ink-900">
        <ResponsiveImage
          image={item}
          sizes={thumbnailSizes}
          className="absolute inset-0 size-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 text-sm font-medium text-ink-100">{item.altText}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-ink-300">
          <dt className="text-ink-400">File</dt>
          <dd className="truncate" title={item.originalName}>
            {item.originalName}
          </dd>
          <dt className="text-ink-400">Size</dt>
          <dd>
            {item.width} × {item.height} {formatName(item.originalFormat)},{' '}
            {formatBytes(item.originalBytes)}
          </dd>
          <dt className="text-ink-400">Stored</dt>
          <dd>
            {formatBytes(item.storedBytes)} in {item.variants.length} files ({widths.join(', ')} px)
          </dd>
          <dt className="text-ink-400">Added</dt>
          <dd className="truncate">
            <time dateTime={item.createdAt}>{formatUploadDate(item.createdAt)}</time>
            {' by '}
            {item.createdBy ?? 'a deleted account'}
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-1 border-t border-ink-800 pt-2">
          <button type="button" className={actionStyles} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Alt text
          </button>
          <button type="button" className={actionStyles} onClick={() => void copy('URL', url)}>
            <Link2 aria-hidden="true" className="size-3.5" />
            Copy URL
          </button>
          <button
            type="button"
            className={actionStyles}
            onClick={() => void copy('Markdown', mediaMarkdown(item))}
          >
            <Code aria-hidden="true" className="size-3.5" />
            Copy Markdown
          </button>
          <button
            type="button"
            className={`${actionStyles} ml-auto hover:bg-red-500/10 hover:text-red-300`}
            onClick={onDelete}
            aria-label={`Delete image: ${item.altText}`}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
