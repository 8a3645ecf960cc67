import type sharpConstructor from 'sharp';
import type { Metadata, SharpOptions } from 'sharp';
import type { UploadFormat } from '../../shared/media.ts';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import { detectUploadFormat } from './image-detection.ts';

export type SharpFactory = typeof sharpConstructor;

export interface ImageLimits {
  /** Largest upload accepted, in bytes (MEDIA_MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** Largest canvas accepted, width × height (MEDIA_MAX_MEGAPIXELS): the bomb guard. */
  maxPixels: number;
}

export const defaultImageLimits: ImageLimits = {
  maxUploadBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
};

/**
 * sharp (libvips) is loaded on the first upload, not at start: importing it costs about
 * 0.3 s of CPU, which every server start (and every test server) would otherwise pay.
 */
let loadedSharp: Promise<SharpFactory> | undefined;
export const loadSharp = () => (loadedSharp ??= import('sharp').then((module) => module.default));

/** A refusal about the uploaded file, naming the field the admin's form shows it under. */
export const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, [{ field: 'file', message }]);

export const tooManyPixels = (limits: ImageLimits, width: number, height: number) =>
  fileError(413, 'image_too_large', messages.media.tooManyPixels(limits.maxPixels, width, height));

/**
 * The first frame of an animation. A truncated or undecodable file is refused; a mere
 * decoder warning is not, since many cameras' JPEGs raise one and look right.
 */
export function inputOptions(limits: ImageLimits): SharpOptions {
  return { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1, autoOrient: true };
}

/** The HEIF container sharp reads AVIF from also holds HEIC, which we do not accept. */
function sharpFormatOf(metadata: Metadata): UploadFormat | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  const format: string = metadata.format;
  return (['jpeg', 'png', 'webp', 'gif'] as const).find((known) => known === format);
}

export interface InspectedImage {
  format: UploadFormat;
  /** After orientation: what a person sees. */
  width: number;
  height: number;
}

/**
 * Reads only the header and refuses what must not be decoded: a file that is not one of
 * the accepted formats whatever it is called, and a canvas over the pixel limit (a file
 * of a few hundred bytes can declare a 50,000 × 50,000 canvas, 7.5 GB once decoded).
 */
export async function inspectImage(
  sharp: SharpFactory,
  input: Buffer,
  limits: ImageLimits,
): Promise<InspectedImage> {
  if (input.length > limits.maxUploadBytes) {
    throw fileError(413, 'file_too_large', messages.media.tooManyBytes(limits.maxUploadBytes));
  }
  const format = detectUploadFormat(input);
  if (!format) throw fileError(415, 'unsupported_image', messages.media.notAnImage);
  let metadata: Metadata;
  try {
    const headerOnly = { ...inputOptions(limits), limitInputPixels: false };
    metadata = await sharp(input, headerOnly).metadata();
  } catch {
    throw fileError(400, 'unreadable_image', messages.media.unreadable);
  }
  if (sharpFormatOf(metadata) !== format) {
    throw fileError(415, 'unsupported_image', messages.media.notAnImage);
  }
  // A GIF's frames are stacked in one tall canvas; only the first is decoded.
  const width = metadata.autoOrient.width;
  const height = metadata.pageHeight ?? metadata.autoOrient.height;
  if (width * height > limits.maxPixels) throw tooManyPixels(limits, width, height);
  return { format, width, height };
}
