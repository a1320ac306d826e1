// A design and a text → a format-neutral drawing: filled paths and at most one image, in module units (y down).
// The drawing does not depend on the output size (the logo's margin scales with the code), so each format only
// maps it onto its own page or pixels.
import {
  effectiveErrorCorrection,
  type ErrorCorrection,
  type Paint,
  type QrDesign,
} from '../../../shared/qr-design.js';
import { addText } from './font.js';
import type { LogoAsset } from './logo.js';
import { alignmentCentres, buildMatrix, finderOrigins, isDark, isFinderModule, type QrMatrix } from './matrix.js';
import { drawAlignmentRing, drawCornerDot, drawCornerSquare, drawDot, PathBuilder, roundedRect } from './shapes.js';

export type DrawPaint =
  | { kind: 'solid'; color: string }
  | { kind: 'linear'; colors: [string, string]; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'radial'; colors: [string, string]; cx: number; cy: number; r: number };

export interface FillLayer {
  kind: 'fill';
  path: PathBuilder;
  paint: DrawPaint;
  /** Only axis-aligned edges: raster output may snap them to pixels. */
  crisp: boolean;
}

export interface ImageLayer {
  kind: 'image';
  logo: LogoAsset;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Drawing {
  width: number;
  height: number;
  background: string;
  layers: Array<FillLayer | ImageLayer>;
  matrix: QrMatrix;
}

export interface DrawingInput {
  text: string;
  design: QrDesign;
  logo: LogoAsset | null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Colours go verbatim into SVG, PDF and PostScript: anything but `#rrggbb` is refused here, once. */
export function checkedColor(color: string): string {
  if (!HEX_COLOR.test(color)) throw new TypeError(`Not a #rrggbb colour: ${JSON.stringify(color)}`);
  return color.toLowerCase();
}

export function buildDrawing({ text, design, logo }: DrawingInput): Drawing {
  const matrix = buildMatrix(text, effectiveErrorCorrection(design));
  const side = matrix.size + 2 * design.quietZone;
  const layers = new Layers();
  const frame = layoutFrame(design, side, () => layers.fill('frame', solid(design.frame.color), false).path);
  const originX = frame.codeX + design.quietZone;
  const originY = frame.codeY + design.quietZone;

  const foreground = drawPaint(design.foreground, originX, originY, matrix.size);
  const logoBox = logo && design.logo ? placeLogo(logo, design.logo, matrix, side) : null;
  const dotLayer = layers.fill(paintKey(foreground), foreground, design.dotStyle === 'square');
  drawDots(dotLayer, matrix, design, originX, originY, logoBox);

  const squarePaint = design.cornerSquareColor ? solid(design.cornerSquareColor) : foreground;
  const dotPaint = design.cornerDotColor ? solid(design.cornerDotColor) : foreground;
  const squares = layers.fill(paintKey(squarePaint), squarePaint, design.cornerSquareStyle === 'square');
  for (const [x, y] of finderOrigins(matrix.size)) {
    drawCornerSquare(squares.path, design.cornerSquareStyle, originX + x, originY + y);
  }
  // Inside a round ring a square centre is softened (shapes.ts), so it is not crisp either.
  const crispDots = design.cornerDotStyle === 'square' && design.cornerSquareStyle !== 'dot';
  const dots = layers.fill(paintKey(dotPaint), dotPaint, crispDots);
  for (const [x, y] of finderOrigins(matrix.size)) {
    drawCornerDot(dots.path, design.cornerDotStyle, design.cornerSquareStyle, originX + x, originY + y);
  }

  if (frame.textBox) {
    const textLayer = layers.fill('frame-text', solid(design.frame.textColor), false);
    addText(textLayer.path, design.frame.text, frame.textBox, 0.4);
  }
  const drawn: Array<FillLayer | ImageLayer> = layers.list().filter((layer) => !layer.path.isEmpty);
  if (logo && logoBox) {
    const { x, y, width, height } = logoBox.image;
    drawn.push({ kind: 'image', logo, x: originX + x, y: originY + y, width, height });
  }
  const background = checkedColor(design.background);
  return { width: frame.width, height: frame.height, background, layers: drawn, matrix };
}

/** Layers by paint, in first-use order: every shape of one paint goes into one path. */
class Layers {
  private readonly byKey = new Map<string, FillLayer>();

  fill(key: string, paint: DrawPaint, crisp: boolean): FillLayer {
    let layer = this.byKey.get(key);
    if (!layer) {
      layer = { kind: 'fill', path: new PathBuilder(), paint, crisp };
      this.byKey.set(key, layer);
    } else {
      layer.crisp &&= crisp;
    }
    return layer;
  }

  list(): FillLayer[] {
    return [...this.byKey.values()];
  }
}

function solid(color: string): DrawPaint {
  return { kind: 'solid', color: checkedColor(color) };
}

function paintKey(paint: DrawPaint): string {
  return paint.kind === 'solid' ? `solid:${paint.color}` : 'foreground';
}

// Gradients span the modules (not the quiet zone): a linear one from edge to edge along its angle, a radial one
// from the centre to the corners.
function drawPaint(paint: Paint, x: number, y: number, size: number): DrawPaint {
  if (paint.kind === 'solid') return solid(paint.color);
  const colors: [string, string] = [checkedColor(paint.colors[0]), checkedColor(paint.colors[1])];
  const centreX = x + size / 2;
  const centreY = y + size / 2;
  if (paint.kind === 'radial') return { kind: 'radial', colors, cx: centreX, cy: centreY, r: (size / 2) * Math.SQRT2 };
  const angle = (paint.rotation * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const half = (size / 2) * (Math.abs(dx) + Math.abs(dy));
  return {
    kind: 'linear',
    colors,
    x1: centreX - dx * half,
    y1: centreY - dy * half,
    x2: centreX + dx * half,
    y2: centreY + dy * half,
  };
}

interface LogoBox {
  /** Where the image goes, relative to the first module. */
  image: { x: number; y: number; width: number; height: number };
  /** Modules intersecting this rectangle (the image plus its margin) are not drawn. */
  clear: { left: number; top: number; right: number; bottom: number };
}

/** The finder patterns and their separators: a logo's clear space never reaches them. */
const FINDER_REACH = 8;
/** Share of the modules each level can restore (ISO 18004), and how much of that a logo may take. */
const RESTORABLE: Record<ErrorCorrection, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };
const LOGO_SHARE_OF_RESTORABLE = 0.5;

/**
 * The logo box is `size` × the code's side with the logo's aspect ratio, its clear space `margin` around it. Both
 * shrink together when they would reach a finder pattern or hide more modules than half of what the error
 * correction can restore: a logo that makes the code unreadable helps nobody (the rest is left for print flaws,
 * glare and a shaky hand).
 */
function placeLogo(logo: LogoAsset, options: NonNullable<QrDesign['logo']>, matrix: QrMatrix, side: number): LogoBox {
  const { size } = matrix;
  const box = options.size * size;
  const aspect = logo.width / logo.height;
  const width = aspect >= 1 ? box : box * aspect;
  const height = aspect >= 1 ? box / aspect : box;
  // The margin is in pixels of a 300 px code, quiet zone included.
  const margin = (options.margin * side) / 300;
  const budget = LOGO_SHARE_OF_RESTORABLE * RESTORABLE[matrix.errorCorrection] * size * size;
  const scaled = (scale: number) => centredLogoBox(size, width * scale, height * scale, margin * scale);
  const fits = ({ clear }: LogoBox) =>
    clear.left >= FINDER_REACH && clear.right <= size - FINDER_REACH && clearedModules(clear) <= budget;
  if (fits(scaled(1))) return scaled(1);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 16; step++) {
    const middle = (low + high) / 2;
    if (fits(scaled(middle))) low = middle;
    else high = middle;
  }
  return scaled(low);
}

function centredLogoBox(size: number, width: number, height: number, margin: number): LogoBox {
  const x = (size - width) / 2;
  const y = (size - height) / 2;
  return {
    image: { x, y, width, height },
    clear: { left: x - margin, top: y - margin, right: x + width + margin, bottom: y + height + margin },
  };
}

/** Modules that intersect the clear rectangle (touching its edge is not intersecting). */
function clearedModules(clear: LogoBox['clear']): number {
  const span = (from: number, to: number) => Math.max(0, Math.ceil(to) - Math.floor(from));
  return span(clear.left, clear.right) * span(clear.top, clear.bottom);
}

function drawDots(
  layer: FillLayer,
  matrix: QrMatrix,
  design: QrDesign,
  originX: number,
  originY: number,
  logo: LogoBox | null,
): void {
  const { size } = matrix;
  const drawable = new Uint8Array(size * size);
  const hidden = (x: number, y: number) =>
    logo !== null && x + 1 > logo.clear.left && x < logo.clear.right && y + 1 > logo.clear.top && y < logo.clear.bottom;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (isDark(matrix, x, y) && !isFinderModule(size, x, y) && !hidden(x, y)) drawable[y * size + x] = 1;
    }
  }
  const { path } = layer;
  if (design.dotStyle === 'dots') {
    for (const [x, y] of alignmentCentres(matrix.version, size)) {
      // A pattern partly under the logo stays dots: what is left of it is just more modules to restore.
      let whole = true;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) whole &&= !hidden(x + dx, y + dy);
      if (!whole) continue;
      for (let dy = -2; dy <= 2; dy++) drawable.fill(0, (y + dy) * size + x - 2, (y + dy) * size + x + 3);
      drawAlignmentRing(path, originX + x, originY + y);
    }
  }
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && drawable[y * size + x] === 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!at(x, y)) continue;
      if (design.dotStyle === 'square') {
        // Square dots go in horizontal runs: one rectangle instead of many, and no seams between them.
        let end = x + 1;
        while (at(end, y)) end++;
        roundedRect(path, originX + x, originY + y, end - x, 1, [0, 0, 0, 0]);
        x = end - 1;
        continue;
      }
      const near = { top: at(x, y - 1), right: at(x + 1, y), bottom: at(x, y + 1), left: at(x - 1, y) };
      drawDot(path, design.dotStyle, originX + x, originY + y, near);
    }
  }
}

interface FrameLayout {
  width: number;
  height: number;
  /** Top-left of the code, quiet zone included. */
  codeX: number;
  codeY: number;
  textBox: { x: number; y: number; width: number; height: number } | null;
}

// Frame proportions, as shares of the code's side (quiet zone included), so a frame looks the same at any version.
const BANNER_HEIGHT = 0.2;
const BANNER_INSET = 0.04;
const BOX_BORDER = 0.05;
const TEXT_INSET = 0.3;

/** Where the code and the text go; the frame's shape is drawn into the path `framePath` gives. */
function layoutFrame(design: QrDesign, side: number, framePath: () => PathBuilder): FrameLayout {
  const style = design.frame.style;
  if (style === 'none') return { width: side, height: side, codeX: 0, codeY: 0, textBox: null };
  const band = side * BANNER_HEIGHT;
  const textBox = (x: number, y: number, width: number) => ({
    x: x + band * TEXT_INSET,
    y,
    width: width - 2 * band * TEXT_INSET,
    height: band,
  });
  const path = framePath();
  if (style === 'box') {
    const border = side * BOX_BORDER;
    const width = side + 2 * border;
    const height = side + border + band;
    const inner = Math.min(border, design.quietZone * 0.75);
    roundedRect(path, 0, 0, width, height, [2 * border, 2 * border, 2 * border, 2 * border]);
    roundedRect(path, border, border, side, side, [inner, inner, inner, inner], true);
    return { width, height, codeX: border, codeY: border, textBox: textBox(border, border + side, side) };
  }
  const inset = side * BANNER_INSET;
  // With no quiet zone the banner still keeps a module away from the dots, or it would read as part of the code.
  const gap = Math.max(0, 1 - design.quietZone);
  const height = side + gap + band + inset;
  const bannerY = style === 'banner-bottom' ? side + gap : inset;
  const radius = band * 0.25;
  roundedRect(path, inset, bannerY, side - 2 * inset, band, [radius, radius, radius, radius]);
  const codeY = style === 'banner-bottom' ? 0 : inset + band + gap;
  return { width: side, height, codeX: 0, codeY, textBox: textBox(inset, bannerY, side - 2 * inset) };
}
