import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { altTextMaxLength, formatBytes } from '~/shared/media';
import { messages } from '~/shared/messages';
import type { MediaLimits } from '~/shared/schemas/media';
import { altTextSchema } from '~/shared/schemas/media';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/form-field';
import { toast } from '~/web/lib/toast';
import { UploadError, useUploadMedia } from '../api/media-api';

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

interface Errors {
  file?: string | undefined;
  alt?: string | undefined;
  form?: string | undefined;
}

/** A local preview: a data: URL, which the Content-Security-Policy allows (blob: it does not). */
function readPreview(file: File, onRead: (url: string | undefined) => void) {
  if (!file.type.startsWith('image/')) return onRead(undefined);
  const reader = new FileReader();
  reader.onload = () => onRead(typeof reader.result === 'string' ? reader.result : undefined);
  reader.onerror = () => onRead(undefined);
  reader.readAsDataURL(file);
}

export function MediaUploadForm({ limits }: { limits: MediaLimits }) {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [altText, setAltText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isDragging, setIsDragging] = useState(false);
  // A new input after each upload, so choosing the same file again still reports a change.
  const [inputKey, setInputKey] = useState(0);
  const inputId = useId();
  const fileErrorId = `${inputId}-error`;

  const choose = (chosen: File | undefined) => {
    setErrors({});
    setFile(chosen);
    setPreview(undefined);
    if (!chosen) return;
    if (chosen.size > limits.maxUploadBytes) {
      setErrors({ file: messages.media.tooManyBytes(limits.maxUploadBytes) });
      return;
    }
    readPreview(chosen, setPreview);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const alt = altTextSchema.safeParse(altText);
    const next: Errors = {
      file: !file
        ? messages.media.fileRequired
        : file.size > limits.maxUploadBytes
          ? messages.media.tooManyBytes(limits.maxUploadBytes)
          : undefined,
      alt: alt.success ? undefined : alt.error.issues[0]?.message,
    };
    setErrors(next);
    if (!file || !alt.success || next.file) return;
    try {
      await upload.mutateAsync({ file, altText: alt.data });
      toast.success(messages.media.uploaded);
      setFile(undefined);
      setPreview(undefined);
      setAltText('');
      setInputKey((key) => key + 1);
    } catch (error) {
      if (error instanceof UploadError && error.field) {
        setErrors({ [error.field]: error.message });
      } else {
        setErrors({
          form: error instanceof UploadError ? error.message : messages.media.uploadFailed,
        });
      }
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Upload an image"
      className="grid gap-5 md:grid-cols-[minmax(0,18rem)_1fr]"
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink-100">
          Image
          <span aria-hidden="true" className="text-signal-400">
            {' '}
            *
          </span>
        </span>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={`relative flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center text-sm transition-colors focus-within:border-signal-400 focus-within:ring-2 focus-within:ring-signal-400/40 ${
            errors.file
              ? 'border-red-400'
              : isDragging
                ? 'border-signal-400 bg-signal-500/10'
                : 'border-ink-600 hover:border-ink-400'
          }`}
        >
          {preview ? (
            <img
              src={preview}
              alt=""
              onError={() => setPreview(undefined)}
              className="max-h-36 w-auto rounded-md object-contain"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-ink-300" />
          )}
          <span className="font-medium wrap-anywhere text-ink-100">
            {file ? file.name : 'Choose an image or drop it here'}
          </span>
          <span className="text-xs text-ink-300">
            {file
              ? formatBytes(file.size)
              : `JPEG, PNG, WebP, AVIF or GIF, up to ${formatBytes(limits.maxUploadBytes)}`}
          </span>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept={acceptedTypes}
            className="sr-only"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? fileErrorId : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {errors.file && (
          <p id={fileErrorId} role="alert" className="text-sm text-red-300">
            {errors.file}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <TextField
          label="Alt text"
          required
          value={altText}
          maxLength={altTextMaxLength}
          onChange={(event) => setAltText(event.target.value)}
          error={errors.alt}
          placeholder="What the picture shows, in a sentence"
        />
        <p className="-mt-2 text-xs text-ink-400">
          Read aloud to people who cannot see the image, and shown when it fails to load.{' '}
          {altText.length}/{altTextMaxLength}
        </p>
        {errors.form && (
          <p role="alert" className="text-sm text-red-300">
            {errors.form}
          </p>
        )}
        <div>
          <Button
            type="submit"
            isLoading={upload.isPending}
            loadingText="Uploading and resizing..."
          >
            Upload image
          </Button>
        </div>
      </div>
    </form>
  );
}
