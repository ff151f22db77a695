/**
 * Phone-like test photos for the upload journeys (issue #12), made at test time so no large file is
 * committed: 4032×3024 JPEGs (a 12-megapixel phone camera) with real detail — soft shapes and colour
 * gradients from upscaled random blocks — and per-pixel sensor noise, so they do not compress trivially
 * (≈3–5 MB each at quality 92, as a camera saves them).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const PHONE_WIDTH = 4032;
export const PHONE_HEIGHT = 3024;

/** A small deterministic random source, so every run makes the same photos. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

async function phonePhoto(seed: number, orientation: number): Promise<Buffer> {
  const next = random(seed);
  // Scene: a 126×95 grid of random colours, upscaled smoothly (large soft shapes and gradients).
  const sceneW = 126;
  const sceneH = 95;
  const scene = Buffer.alloc(sceneW * sceneH * 3);
  const base = [next() * 255, next() * 255, next() * 255];
  for (let i = 0; i < scene.length; i += 3) {
    for (let c = 0; c < 3; c += 1) scene[i + c] = Math.max(0, Math.min(255, base[c]! + (next() - 0.5) * 220));
  }
  const smooth = await sharp(scene, { raw: { width: sceneW, height: sceneH, channels: 3 } })
    .resize(PHONE_WIDTH, PHONE_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Texture and sensor noise on every pixel.
  for (let i = 0; i < smooth.length; i += 1) {
    smooth[i] = Math.max(0, Math.min(255, smooth[i]! + (next() - 0.5) * 34));
  }
  return sharp(smooth, { raw: { width: PHONE_WIDTH, height: PHONE_HEIGHT, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * Writes `count` phone photos into `dir` (`phone-1.jpg`…). The first is stored sideways with EXIF orientation
 * 6, as a phone held upright saves it: shown upright it is 3024×4032.
 * @returns their paths and sizes in bytes
 */
export async function writePhonePhotos(dir: string, count: number): Promise<Array<{ file: string; bytes: number }>> {
  await mkdir(dir, { recursive: true });
  const photos: Array<{ file: string; bytes: number }> = [];
  for (let n = 1; n <= count; n += 1) {
    const bytes = await phonePhoto(n * 7919, n === 1 ? 6 : 1);
    const file = path.join(dir, `phone-${n}.jpg`);
    await writeFile(file, bytes);
    photos.push({ file, bytes: bytes.byteLength });
  }
  return photos;
}
