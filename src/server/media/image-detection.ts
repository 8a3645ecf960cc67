import type { UploadFormat } from '../../shared/media.ts';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The brands of an ISO-BMFF `ftyp` box (major and compatible), which say whether a
 * HEIF container holds AVIF (`avif`, `avis`) or something else (HEIC, MP4...).
 */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 16) return [];
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 4096);
  const brands: string[] = [];
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    brands.push(String.fromCharCode(...bytes.subarray(offset, offset + 4)));
  }
  return brands;
}

/**
 * What the bytes are, by their signature: the only formats the library accepts. A name
 * or a declared type is never asked: a text file called photo.jpg is not a JPEG, and
 * formats outside the list (SVG with its scripts, TIFF, PDF, HEIC) never reach a decoder.
 */
export function detectUploadFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  return undefined;
}
