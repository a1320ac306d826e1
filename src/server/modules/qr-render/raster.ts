// PNG, JPEG, WebP and raw RGBA: our own rasteriser paints the drawing (pixels.ts), with the logo laid on from a copy
// already scaled to its place; sharp only encodes. The scaled copies (PDF and EPS keep theirs here too) are cached.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Drawing, ImageLayer } from './drawing.js';
import type { LogoAsset } from './logo.js';
import { paintDrawing, type Pixels, type PlacedLogo } from './pixels.js';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

export interface Raster {
  body: Buffer;
  width: number;
  height: number;
}

export function pixelHeight(drawing: Drawing, widthPx: number): number {
  return Math.max(1, Math.round((widthPx * drawing.height) / drawing.width));
}

async function paint(drawing: Drawing, widthPx: number): Promise<Pixels> {
  const height = pixelHeight(drawing, widthPx);
  const logo = drawing.layers.find((layer): layer is ImageLayer => layer.kind === 'image');
  const placed = logo ? await placedLogo(logo, widthPx / drawing.width) : null;
  return paintDrawing(drawing, widthPx, height, placed);
}

/** Encodes the drawing; `density` (dpi) is written into PNG and JPEG (WebP has no field sharp writes). */
export async function rasterise(drawing: Drawing, widthPx: number, format: RasterFormat, density: number) {
  const { rgb, width, height } = await paint(drawing, widthPx);
  // Every pixel is opaque (the background covers the image): three channels, a quarter less for PNG to encode.
  const image = sharp(rgb, { raw: { width, height, channels: 3 } });
  // zlib level 5: as small as 6 for gradients and logos (within 1 %), a few milliseconds faster on a 1024 px code.
  if (format === 'png') image.png({ compressionLevel: 5, adaptiveFiltering: false }).withDensity(density);
  // 4:4:4 keeps coloured edges sharp; optimised Huffman tables would double the time for a few per cent.
  else if (format === 'jpeg')
    image.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }).withDensity(density);
  // Lossless WebP takes ten times as long (or is larger than PNG at its fastest effort).
  else image.webp({ quality: 90, effort: 0 });
  const body = await image.toBuffer();
  return { body, width, height } satisfies Raster;
}

export async function rasteriseRgba(drawing: Drawing, widthPx: number) {
  const { rgb, width, height } = await paint(drawing, widthPx);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let from = 0, to = 0; from < rgb.length; from += 3, to += 4) {
    data[to] = rgb[from]!;
    data[to + 1] = rgb[from + 1]!;
    data[to + 2] = rgb[from + 2]!;
    data[to + 3] = 255;
  }
  return { data, width, height };
}

async function placedLogo(layer: ImageLayer, scale: number): Promise<PlacedLogo> {
  const width = Math.max(1, Math.round(layer.width * scale));
  const height = Math.max(1, Math.round(layer.height * scale));
  return {
    rgba: await scaledLogoRgba(layer.logo, width, height),
    width,
    height,
    left: Math.round(layer.x * scale + (layer.width * scale - width) / 2),
    top: Math.round(layer.y * scale + (layer.height * scale - height) / 2),
  };
}

// Renderers derive scaled copies of a logo (raw pixels, compressed image data). The same code is previewed and
// downloaded at a handful of sizes, and each request brings its own copy of the logo's bytes, so copies are kept by
// the logo's digest, most recently used last, within a memory budget.
const DERIVED_BYTES_MAX = 64 * 1024 * 1024;
const derived = new Map<string, { value: Promise<Buffer[]>; bytes: number }>();
let derivedBytes = 0;
const digests = new WeakMap<Buffer, string>();

function digestOf(png: Buffer): string {
  let digest = digests.get(png);
  if (!digest) {
    digest = createHash('sha1').update(png).digest('base64');
    digests.set(png, digest);
  }
  return digest;
}

/** `make()` for this logo and `variant`, made once while it stays in the cache. */
export function derivedFromLogo(logo: LogoAsset, variant: string, make: () => Promise<Buffer[]>): Promise<Buffer[]> {
  const key = `${digestOf(logo.png)}:${variant}`;
  const cached = derived.get(key);
  if (cached) {
    derived.delete(key);
    derived.set(key, cached);
    return cached.value;
  }
  const entry = { value: make(), bytes: 0 };
  derived.set(key, entry);
  entry.value.then(
    (buffers) => {
      if (derived.get(key) !== entry) return;
      entry.bytes = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
      derivedBytes += entry.bytes;
      for (const [oldKey, old] of derived) {
        if (derivedBytes <= DERIVED_BYTES_MAX || old === entry) break;
        derived.delete(oldKey);
        derivedBytes -= old.bytes;
      }
    },
    () => {
      if (derived.get(key) === entry) derived.delete(key);
    },
  );
  return entry.value;
}

/** The logo scaled to exactly width × height, as raw RGBA (not premultiplied). */
export async function scaledLogoRgba(logo: LogoAsset, width: number, height: number): Promise<Buffer> {
  const [rgba] = await derivedFromLogo(logo, `rgba:${width}x${height}`, async () => [
    await sharp(logo.png).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer(),
  ]);
  return rgba!;
}
