import { describe, expect, it } from 'vitest';
import { detectUploadFormat } from './image-detection.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );

/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + compatible.length * 4], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('detectUploadFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif', 'miaf')],
    ['avif', ftyp('avis', 'msf1')],
  ])('recognises %s by its signature', (format, input) => {
    expect(detectUploadFormat(input)).toBe(format);
  });

  it.each([
    ['an empty file', bytes()],
    ['text named like a JPEG', bytes('not really a jpeg')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['TIFF', bytes('II*', [0])],
    ['PDF', bytes('%PDF-1.7')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['MP4', ftyp('isom', 'iso2', 'mp41')],
    ['a RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['half a PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, input) => {
    expect(detectUploadFormat(input)).toBeUndefined();
  });
});
