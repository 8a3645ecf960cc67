import type { UploadFormat } from '~/shared/media';
import { usDateTimeFormat } from '~/shared/intl-formats';

const formatNames: Record<UploadFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
};

export const formatName = (format: UploadFormat) => formatNames[format];

/** Dates are shown in US English (spec section 9). */
export const formatUploadDate = (iso: string) =>
  usDateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** Copies text, falling back to a selected text area where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
