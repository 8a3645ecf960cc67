import { Images, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatBytes } from '~/shared/media';
import { messages } from '~/shared/messages';
import type { MediaItem } from '~/shared/schemas/media';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useMediaLibraryQuery } from '../api/media-api';
import { AltTextDialog } from './alt-text-dialog';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaCard } from './media-card';
import { MediaUploadForm } from './media-upload-form';

const panelStyles = 'rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6';

/**
 * The admin's media library: upload with alt text, the grid of images with their sizes,
 * alt text edits, copy links, delete. Whether the caller is an admin is decided by the
 * server: a 403 says "Access denied" and goes home, as the Admin Dashboard does.
 */
export function MediaLibrary() {
  const library = useMediaLibraryQuery();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<MediaItem | undefined>();
  const [deleting, setDeleting] = useState<MediaItem | undefined>();
  const isDenied = library.error instanceof ApiError && library.error.status === 403;

  useEffect(() => {
    if (!isDenied) return;
    toast.error(messages.admin.accessDenied);
    void navigate('/', { replace: true });
  }, [isDenied, navigate]);

  if (library.isPending || isDenied)
    return <Spinner label="Loading the media library" className="py-24" />;
  if (library.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center">
        <p role="alert" className="text-ink-200">
          {messages.media.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void library.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, limits } = library.data;
  const storedBytes = items.reduce((sum, item) => sum + item.storedBytes, 0);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Media library</h1>
        <p className="mt-3 max-w-2xl text-ink-300">
          Pictures for articles and case studies. Each upload is resized on the server into AVIF,
          WebP and JPEG at every width the pages use; its location and camera details are removed.
        </p>
      </header>

      <section aria-labelledby="media-upload-heading" className={panelStyles}>
        <h2
          id="media-upload-heading"
          className="mb-4 flex items-center gap-2 text-xl font-semibold"
        >
          <Upload aria-hidden="true" className="size-5 text-signal-400" />
          Upload
        </h2>
        <MediaUploadForm limits={limits} />
      </section>

      <section aria-labelledby="media-grid-heading" className={panelStyles}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="media-grid-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Images aria-hidden="true" className="size-5 text-signal-400" />
            Images
          </h2>
          <p className="text-sm text-ink-300">
            {items.length} {items.length === 1 ? 'image' : 'images'}, {formatBytes(storedBytes)}{' '}
            stored
          </p>
        </div>
        {items.length === 0 ? (
          <p className="py-10 text-center text-ink-300">
            No images yet. Upload the first one above.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
        )}
      </section>

      <AltTextDialog item={editing} onClose={() => setEditing(undefined)} />
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
