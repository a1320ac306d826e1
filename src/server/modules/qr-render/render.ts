// The one QR renderer: preview, downloads and the API all come through here. Every format draws the same
// format-neutral drawing (drawing.ts): SVG, PDF and EPS as vectors, PNG, JPEG and WebP painted by our own rasteriser.
import {
  effectiveErrorCorrection,
  type ErrorCorrection,
  IMAGE_CONTENT_TYPES,
  type ImageFormat,
  PRINT_DPI,
  type QrDesign,
  SIZE_PX_MAX,
} from '../../../shared/qr-design.js';
import { buildDrawing, type Drawing } from './drawing.js';
import { drawingToEps } from './eps.js';
import type { LogoAsset } from './logo.js';
import { buildMatrix } from './matrix.js';
import { drawingToPdf } from './pdf.js';
import { pixelHeight, rasterise, rasteriseRgba } from './raster.js';
import { drawingToSvg } from './svg.js';

export type { LogoAsset } from './logo.js';
export { QrTooLongError } from './matrix.js';

export interface RenderInput {
  text: string;
  design: QrDesign;
  logo: LogoAsset | null;
}

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** Pixels; for SVG, PDF and EPS the pixel size they stand for (at 300 dpi for sizes in mm). */
  width: number;
  height: number;
}

export interface RenderSize {
  /** The width in pixels (for mm: at 300 dpi). */
  px: number;
  unit: 'px' | 'mm';
  amount: number;
}

/** Points per inch, and per CSS pixel (96 px = 72 pt). */
const POINTS_PER_INCH = 72;
const POINTS_PER_PX = 0.75;
const MM_PER_INCH = 25.4;
/** Pixel sizes say nothing about print, so they carry the classic screen density. */
const SCREEN_DPI = 72;

/** The QR version, modules per side and error correction a text and design come out at. */
export function qrInfo(
  text: string,
  design: QrDesign,
): { version: number; modules: number; errorCorrection: ErrorCorrection } {
  const matrix = buildMatrix(text, effectiveErrorCorrection(design));
  return { version: matrix.version, modules: matrix.size, errorCorrection: matrix.errorCorrection };
}

/** The canonical drawing as SVG, `widthPx` wide. */
export function renderSvg(input: RenderInput, widthPx: number): string {
  checkWidth(widthPx);
  const drawing = buildDrawing(input);
  return drawingToSvg(drawing, { width: String(widthPx), height: String(pixelHeight(drawing, widthPx)) });
}

/** The code in a download format at a size in pixels or millimetres. */
export async function renderImage(input: RenderInput, format: ImageFormat, size: RenderSize): Promise<RenderedImage> {
  checkWidth(size.px);
  const drawing = buildDrawing(input);
  const width = size.px;
  const height = pixelHeight(drawing, width);
  const contentType = IMAGE_CONTENT_TYPES[format];
  if (format === 'png' || format === 'jpeg' || format === 'webp') {
    const raster = await rasterise(drawing, width, format, size.unit === 'mm' ? PRINT_DPI : SCREEN_DPI);
    return { body: raster.body, contentType, width: raster.width, height: raster.height };
  }
  if (format === 'svg') {
    const svg = drawingToSvg(drawing, svgSize(drawing, size, height));
    return { body: Buffer.from(svg, 'utf8'), contentType, width, height };
  }
  const page = pageSize(drawing, size);
  const body = format === 'pdf' ? await drawingToPdf(drawing, page) : await drawingToEps(drawing, page);
  return { body, contentType, width, height };
}

/** Raw RGBA pixels, for the scan check. */
export function renderRgba(
  input: RenderInput,
  widthPx: number,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  checkWidth(widthPx);
  return rasteriseRgba(buildDrawing(input), widthPx);
}

// The API's schema keeps sizes in range; this keeps any other caller from asking for a bitmap that exhausts memory.
function checkWidth(widthPx: number): void {
  if (!Number.isInteger(widthPx) || widthPx < 1 || widthPx > SIZE_PX_MAX) {
    throw new RangeError(`A QR image is 1 to ${SIZE_PX_MAX} pixels wide, not ${widthPx}.`);
  }
}

// A print size keeps its millimetres in the SVG, so it prints at the size that was asked for.
function svgSize(drawing: Drawing, size: RenderSize, heightPx: number): { width: string; height: string } {
  if (size.unit === 'px') return { width: String(size.px), height: String(heightPx) };
  const heightMm = Math.round(((size.amount * drawing.height) / drawing.width) * 1000) / 1000;
  return { width: `${size.amount}mm`, height: `${heightMm}mm` };
}

/** The page in points: a print size exactly, a pixel size at 1 px = 0.75 pt. */
function pageSize(drawing: Drawing, size: RenderSize): { width: number; height: number } {
  const width = size.unit === 'mm' ? (size.amount / MM_PER_INCH) * POINTS_PER_INCH : size.px * POINTS_PER_PX;
  return { width, height: (width * drawing.height) / drawing.width };
}
