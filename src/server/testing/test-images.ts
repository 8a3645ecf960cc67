import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * Images for tests and the benchmark, made on the spot: no binary fixtures in git, and
 * each one shows exactly what it is for.
 */

/**
 * A picture with the structure of a photograph (soft gradients, shapes, fine grain), so
 * encoders work as hard as on a real one; flat colour would flatter them.
 */
export async function photoLikeImage(width: number, height: number): Promise<Sharp> {
  const shapes = Array.from({ length: 24 }, (_, index) => {
    const x = (index * 7919) % width;
    const y = (index * 104_729) % height;
    const radius = Math.round(Math.min(width, height) * (0.05 + ((index * 37) % 20) / 100));
    const hue = (index * 47) % 360;
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="hsl(${hue},60%,55%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#e9c46a"/>
      <stop offset="1" stop-color="#264653"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes}</svg>`;
  const base = await sharp(Buffer.from(svg)).blur(2).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 5 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) {
      const value =
        base.data[pixel * base.info.channels + channel]! + grain[pixel * 3 + channel]! - 128;
      pixels[pixel * 3 + channel] = Math.max(0, Math.min(255, value));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A camera JPEG: where it was taken (GPS), by what, and turned by an Orientation tag. */
export async function cameraJpeg(
  width: number,
  height: number,
  { orientation }: { orientation?: number } = {},
): Promise<Buffer> {
  const photo = (await photoLikeImage(width, height)).jpeg({ quality: 85 }).withExif({
    IFD0: { Make: 'Studio Test Camera', Model: 'Fixture One' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '40/1 44/1 5436/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '73/1 59/1 1044/100',
    },
  });
  const buffer = await photo.toBuffer();
  return orientation ? sharp(buffer).withMetadata({ orientation }).jpeg().toBuffer() : buffer;
}

/** A logo-like PNG with a transparent background. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ff6b35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares a
 * `width` × `height` canvas (50,000 × 50,000 would need 7.5 GB to decode).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // One black row, deflated; the rest of the image data is "missing", as in a real bomb
  // whose rows all deflate to almost nothing.
  const rows = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
