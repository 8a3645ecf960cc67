import { useState, type FormEvent } from 'react';
import { altTextMaxLength } from '~/shared/media';
import { messages } from '~/shared/messages';
import type { MediaItem } from '~/shared/schemas/media';
import { altTextSchema } from '~/shared/schemas/media';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { TextAreaField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useUpdateAltText } from '../api/media-api';

interface AltTextDialogProps {
  item: MediaItem | undefined;
  onClose: () => void;
}

/** Edits one image's alt text; keyed by the item, so each opening starts from its text. */
export function AltTextDialog({ item, onClose }: AltTextDialogProps) {
  return (
    <Dialog
      isOpen={item !== undefined}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Edit alt text"
      description="Say what the picture shows, as you would to someone on the phone."
    >
      {item && <AltTextForm key={item.id} item={item} onDone={onClose} />}
    </Dialog>
  );
}

function AltTextForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const update = useUpdateAltText();
  const [altText, setAltText] = useState(item.altText);
  const [error, setError] = useState<string | undefined>();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = altTextSchema.safeParse(altText);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await update.mutateAsync({ id: item.id, altText: parsed.data });
      toast.success(messages.media.altSaved);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : undefined);
      if (!(failure instanceof ApiError && failure.status < 500)) {
        toast.error(messages.media.altSaveFailed);
      }
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label="Alt text"
        required
        value={altText}
        maxLength={altTextMaxLength}
        onChange={(event) => setAltText(event.target.value)}
        error={error}
      />
      <p className="-mt-2 text-xs text-ink-400">
        {altText.length}/{altTextMaxLength}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
