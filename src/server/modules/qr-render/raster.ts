// PNG, JPEG, WebP and raw RGBA: librsvg (through sharp) rasterises the SVG at the exact width; the logo is laid on
// with sharp's composite from a copy already scaled to its place, which is much faster than having librsvg decode
// and resample a data URL on every render. The scaled copies (PDF and EPS keep theirs here too) are cached.
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Drawing, ImageLayer } from './drawing.js';
import type { LogoAsset } from './logo.js';
import { drawingToSvg } from './svg.js';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

export interface Raster {
  body: Buffer;
  width: number;
  height: number;
}

export function pixelHeight(drawing: Drawing, widthPx: number): number {
  return Math.max(1, Math.round((widthPx * drawing.height) / drawing.width));
}

async function pipeline(drawing: Drawing, widthPx: number): Promise<{ image: Sharp; height: number }> {
  const height = pixelHeight(drawing, widthPx);
  const svg = drawingToSvg(drawing, { width: String(widthPx), height: String(height) }, { withLogo: false });
  const image = sharp(Buffer.from(svg));
  const logo = drawing.layers.find((layer): layer is ImageLayer => layer.kind === 'image');
  if (logo) image.composite([await placedLogo(logo, widthPx / drawing.width)]);
  return { image, height };
}

/** Encodes the drawing; `density` (dpi) is written into PNG and JPEG (WebP has no field sharp writes). */
export async function rasterise(drawing: Drawing, widthPx: number, format: RasterFormat, density: number) {
  const { image, height } = await pipeline(drawing, widthPx);
  // The background rectangle covers the whole image and the logo is laid on it: every pixel is opaque already, so
  // dropping the alpha channel is the flattening JPEG needs, and a quarter less for PNG to encode.
  image.removeAlpha();
  if (format === 'png') image.png({ compressionLevel: 6, adaptiveFiltering: false }).withDensity(density);
  // 4:4:4 keeps coloured edges sharp; optimised Huffman tables would double the time for a few per cent.
  else if (format === 'jpeg')
    image.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }).withDensity(density);
  // Lossless WebP takes ten times as long (or is larger than PNG at its fastest effort).
  else image.webp({ quality: 90, effort: 0 });
  const body = await image.toBuffer();
  return { body, width: widthPx, height } satisfies Raster;
}

export async function rasteriseRgba(drawing: Drawing, widthPx: number) {
  const { image } = await pipeline(drawing, widthPx);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

async function placedLogo(layer: ImageLayer, scale: number): Promise<OverlayOptions> {
  const width = Math.max(1, Math.round(layer.width * scale));
  const height = Math.max(1, Math.round(layer.height * scale));
  return {
    input: await scaledLogoRgba(layer.logo, width, height),
    raw: { width, height, channels: 4 },
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
