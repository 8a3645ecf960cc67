import { altTextMaxLength } from './media.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** The media library's messages (not in the spec: issues 32 and 33 need the library). */
export const mediaMessages = {
  altRequired: 'Describe the image in a few words (alt text is required).',
  altTooLong: `Alt text must be at most ${altTextMaxLength} characters.`,
  fileRequired: 'Choose an image to upload.',
  notAnImage: 'This file is not a JPEG, PNG, WebP, AVIF or GIF image. Nothing was uploaded.',
  tooManyBytes: (limit: number) =>
    `This file is larger than ${megabytes(limit)}. Export it smaller and try again. Nothing was uploaded.`,
  tooManyPixels: (limit: number, width: number, height: number) =>
    `This image is ${width} × ${height} pixels, more than ${megapixels(limit)}. Resize it and try again. Nothing was uploaded.`,
  unreadable: 'This image could not be read; the file may be damaged. Nothing was uploaded.',
  uploaded: 'Image uploaded',
  uploadFailed: 'The upload failed. Nothing was uploaded; please try again.',
  altSaved: 'Alt text saved',
  altSaveFailed: 'Failed to save the alt text. Please try again.',
  deleted: 'Image deleted',
  deleteFailed: 'Failed to delete the image. Please try again.',
  inUse: (uses: string) => `This image is in use (${uses}). Remove it there first.`,
  loadFailed: 'Failed to load the media library',
  copied: (what: string) => `${what} copied`,
  copyFailed: 'Copying failed: select the text and copy it yourself.',
  notFound: 'This image does not exist (it may have been deleted).',
} as const;
