import { useState } from 'react';
import { messages } from '~/shared/messages';
import type { MediaItem } from '~/shared/schemas/media';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useDeleteMedia } from '../api/media-api';

interface DeleteMediaDialogProps {
  item: MediaItem | undefined;
  onClose: () => void;
}

/**
 * Asks before deleting. The server refuses while a feature still shows the image; the
 * refusal, naming where, is shown here instead of a toast that would vanish.
 */
export function DeleteMediaDialog({ item, onClose }: DeleteMediaDialogProps) {
  const deleteMedia = useDeleteMedia();
  const [refusal, setRefusal] = useState<string | undefined>();

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    try {
      await deleteMedia.mutateAsync(item.id);
      toast.success(messages.media.deleted);
      close();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        setRefusal(error.message);
      } else {
        toast.error(messages.media.deleteFailed);
      }
    }
  };

  return (
    <Dialog
      isOpen={item !== undefined}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Delete image"
      description={`Delete "${item?.altText ?? ''}" and every size made from it? Pages that link to it directly will show a broken image.`}
    >
      {refusal && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-200"
        >
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {!refusal && (
          <Button
            variant="danger"
            isLoading={deleteMedia.isPending}
            loadingText="Deleting..."
            onClick={() => void confirm()}
          >
            Delete image
          </Button>
        )}
      </div>
    </Dialog>
  );
}
