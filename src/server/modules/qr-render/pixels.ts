// The drawing painted into pixels (RGB, 8 bits a channel) by our own rasteriser (coverage.ts): the same paths, paints
// and logo that SVG, PDF and EPS carry, so every raster format and the scan check see exactly what the vector formats
// draw. librsvg drew these before and was the renderer's largest cost (ADR 0009).
import { pathCoverage } from './coverage.js';
import type { DrawPaint, Drawing, FillLayer } from './drawing.js';

export interface Pixels {
  /** width × height × 3 bytes, row by row. */
  rgb: Buffer;
  width: number;
  height: number;
}

/** A logo scaled to its box in pixels, as RGBA (not premultiplied). */
export interface PlacedLogo {
  rgba: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

type Rgb = [number, number, number];

// Values written into the Buffer are truncated to whole bytes (a Uint8Array stores ToUint8 of the number), so
// `value + 0.5` rounds; every value here lies within 0…255.5.

function parseColor(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The drawing at `width` × `height` pixels; `logo` is its image layer already scaled to its place. */
export function paintDrawing(drawing: Drawing, width: number, height: number, logo: PlacedLogo | null): Pixels {
  const scale = width / drawing.width;
  const pixels = { rgb: filled(width * height, parseColor(drawing.background)), width, height };
  for (const layer of drawing.layers) {
    if (layer.kind === 'fill') fillLayer(pixels, layer, scale);
    else if (logo) blendLogo(pixels, logo);
  }
  return pixels;
}

/**
 * `count` pixels of one colour: one pixel, then copies of what is there, doubling (Buffer.fill with a 3-byte
 * pattern goes byte by byte).
 */
function filled(count: number, [r, g, b]: Rgb): Buffer {
  const rgb = Buffer.allocUnsafe(count * 3);
  rgb[0] = r;
  rgb[1] = g;
  rgb[2] = b;
  for (let done = 3; done < rgb.length; done *= 2) rgb.copyWithin(done, 0, Math.min(done, rgb.length - done));
  return rgb;
}

/** Below this a pixel is left as it is: float sums of edges that cancel out are rarely exactly 0. */
const UNCOVERED = 1 / 512;

function fillLayer(pixels: Pixels, layer: FillLayer, scale: number): void {
  const coverage = pathCoverage(layer.path, scale, pixels.width, pixels.height);
  if (!coverage) return;
  const { rgb, width } = pixels;
  const { area, stride } = coverage;
  const crisp = layer.crisp;
  // The paint in locals: this loop runs for every pixel of the layer's box.
  const paint = paintOf(layer.paint, scale);
  const [r0, g0, b0] = paint.from;
  const [dr, dg, db] = [paint.to[0] - r0, paint.to[1] - g0, paint.to[2] - b0];
  const gradient = paint.kind !== 'solid';
  const linear = paint.kind === 'linear';
  const { x: px, y: py, dx: pdx, dy: pdy } = paint;
  for (let row = 0; row < coverage.height; row++) {
    // The column past the box only ever holds what cancels out; cleared for the next layer (coverage.ts).
    area[row * stride + coverage.width] = 0;
    const y = coverage.y + row + 0.5 - py;
    let winding = 0;
    let from = row * stride;
    let at = ((coverage.y + row) * width + coverage.x) * 3;
    for (let column = 0; column < coverage.width; column++, from++, at += 3) {
      winding += area[from]!;
      area[from] = 0;
      let alpha = winding < 0 ? -winding : winding;
      if (alpha < UNCOVERED) continue;
      // Axis-aligned shapes are snapped to whole pixels, as SVG's crispEdges asks: sharp modules at any size.
      if (crisp) {
        if (alpha < 0.5) continue;
        alpha = 1;
      } else if (alpha > 1) {
        alpha = 1;
      }
      let r = r0;
      let g = g0;
      let b = b0;
      if (gradient) {
        const x = coverage.x + column + 0.5 - px;
        let t = linear ? x * pdx + y * pdy : Math.sqrt(x * x + y * y) * pdx;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        r += dr * t;
        g += dg * t;
        b += db * t;
      }
      if (alpha === 1) {
        rgb[at] = r + 0.5;
        rgb[at + 1] = g + 0.5;
        rgb[at + 2] = b + 0.5;
        continue;
      }
      const keep = 1 - alpha;
      rgb[at] = rgb[at]! * keep + r * alpha + 0.5;
      rgb[at + 1] = rgb[at + 1]! * keep + g * alpha + 0.5;
      rgb[at + 2] = rgb[at + 2]! * keep + b * alpha + 0.5;
    }
  }
}

/**
 * A paint in pixels. Gradients are interpolated in sRGB between their two stops and padded beyond them, as SVG and
 * PDF draw them: linear, t = (p − start) · d (d the direction over its length squared); radial, t = |p − centre| · dx
 * (dx one over the radius).
 */
interface PixelPaint {
  kind: DrawPaint['kind'];
  from: Rgb;
  to: Rgb;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

function paintOf(paint: DrawPaint, scale: number): PixelPaint {
  if (paint.kind === 'solid') {
    const color = parseColor(paint.color);
    return { kind: 'solid', from: color, to: color, x: 0, y: 0, dx: 0, dy: 0 };
  }
  const from = parseColor(paint.colors[0]);
  const to = parseColor(paint.colors[1]);
  if (paint.kind === 'radial') {
    return {
      kind: 'radial',
      from,
      to,
      x: paint.cx * scale,
      y: paint.cy * scale,
      dx: 1 / (paint.r * scale || 1),
      dy: 0,
    };
  }
  const dx = (paint.x2 - paint.x1) * scale;
  const dy = (paint.y2 - paint.y1) * scale;
  const lengthSquared = dx * dx + dy * dy || 1;
  return {
    kind: 'linear',
    from,
    to,
    x: paint.x1 * scale,
    y: paint.y1 * scale,
    dx: dx / lengthSquared,
    dy: dy / lengthSquared,
  };
}

function blendLogo(pixels: Pixels, logo: PlacedLogo): void {
  const { rgb, width, height } = pixels;
  for (let row = 0; row < logo.height; row++) {
    const y = logo.top + row;
    if (y < 0 || y >= height) continue;
    for (let column = 0; column < logo.width; column++) {
      const x = logo.left + column;
      if (x < 0 || x >= width) continue;
      const from = (row * logo.width + column) * 4;
      const alpha = logo.rgba[from + 3]! / 255;
      if (alpha === 0) continue;
      const at = (y * width + x) * 3;
      const keep = 1 - alpha;
      rgb[at] = rgb[at]! * keep + logo.rgba[from]! * alpha + 0.5;
      rgb[at + 1] = rgb[at + 1]! * keep + logo.rgba[from + 1]! * alpha + 0.5;
      rgb[at + 2] = rgb[at + 2]! * keep + logo.rgba[from + 2]! * alpha + 0.5;
    }
  }
}
