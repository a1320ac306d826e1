// How much of each pixel a path covers, by the non-zero rule: the exact area of each pixel on the inside, found by
// accumulating every edge's signed area into a row buffer and summing it along the row (a scanline area
// rasteriser). Shapes that share an edge add up to exactly full coverage there, so square modules never show a
// seam, and each pixel is touched once per edge crossing rather than once per shape, which is what makes a whole
// code cheaper to draw here than through librsvg (docs/benchmarks.md, QR codes).
import type { PathBuilder } from './shapes.js';

/**
 * The signed area each edge leaves in each pixel of a box of the image, as differences along the row: a row's
 * running sum, its absolute value capped at 1, is the pixel's coverage (0…1).
 */
export interface Coverage {
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * `stride` numbers a row (one more than the width); shared scratch, valid until the next call, whose reader sets
   * each number it has read back to 0 (so the next call need not clear it).
   */
  area: Float32Array;
  stride: number;
}

// Renders run one at a time on each render thread, and a coverage is read before the next is made: one buffer,
// grown as needed, spares the collector a few megabytes a layer.
let scratch = new Float32Array(0);

/** A cubic is cut into chords at most about a tenth of a pixel away from the curve. */
function chordCount(length: number): number {
  return Math.min(64, Math.max(1, Math.ceil(Math.sqrt(2 * length))));
}

/** The path's outline as line segments in pixels: x0, y0, x1, y1 after one another. */
function flatten(path: PathBuilder, scale: number): Float64Array {
  const lines: number[] = [];
  const { commands, coords } = path;
  let at = 0;
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const lineTo = (toX: number, toY: number) => {
    if (toY !== y) lines.push(x, y, toX, toY);
    x = toX;
    y = toY;
  };
  for (const command of commands) {
    if (command === 'M') {
      if (x !== startX || y !== startY) lineTo(startX, startY);
      startX = x = coords[at++]! * scale;
      startY = y = coords[at++]! * scale;
    } else if (command === 'L') {
      lineTo(coords[at++]! * scale, coords[at++]! * scale);
    } else if (command === 'C') {
      const [x1, y1, x2, y2, x3, y3] = [0, 1, 2, 3, 4, 5].map((i) => coords[at + i]! * scale) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      at += 6;
      const x0 = x;
      const y0 = y;
      const n = chordCount(Math.hypot(x1 - x0, y1 - y0) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(x3 - x2, y3 - y2));
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        const a = u * u * u;
        const b = 3 * u * u * t;
        const c = 3 * u * t * t;
        const d = t * t * t;
        lineTo(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3);
      }
    } else {
      lineTo(startX, startY);
    }
  }
  if (x !== startX || y !== startY) lineTo(startX, startY);
  return Float64Array.from(lines);
}

/**
 * The coverage of `path` (in drawing units, `scale` pixels each) within an image of `width` × `height` pixels, on
 * the smallest box that holds it; null when nothing of it is inside the image.
 */
export function pathCoverage(path: PathBuilder, scale: number, width: number, height: number): Coverage | null {
  const lines = flatten(path, scale);
  if (lines.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < lines.length; i += 2) {
    minX = Math.min(minX, lines[i]!);
    maxX = Math.max(maxX, lines[i]!);
    minY = Math.min(minY, lines[i + 1]!);
    maxY = Math.max(maxY, lines[i + 1]!);
  }
  const boxX = Math.max(0, Math.floor(minX));
  const boxY = Math.max(0, Math.floor(minY));
  const boxWidth = Math.min(width, Math.ceil(maxX) + 1) - boxX;
  const boxHeight = Math.min(height, Math.ceil(maxY)) - boxY;
  if (boxWidth <= 0 || boxHeight <= 0) return null;

  // One column more than the box: an edge on the box's right side puts its remainder there.
  const stride = boxWidth + 1;
  const size = stride * boxHeight;
  if (scratch.length < size) scratch = new Float32Array(size);
  const area = scratch;
  for (let i = 0; i < lines.length; i += 4) {
    addEdge(
      area,
      stride,
      boxHeight,
      lines[i]! - boxX,
      lines[i + 1]! - boxY,
      lines[i + 2]! - boxX,
      lines[i + 3]! - boxY,
    );
  }
  return { x: boxX, y: boxY, width: boxWidth, height: boxHeight, area, stride };
}

/**
 * Adds one edge: in each pixel row it crosses, the pixels right of it gain its share of the row's height (its
 * direction gives the sign), and the pixels it passes through the part of them that lies right of it. Stored as
 * differences from the pixel to its left, so the row's running sum is the coverage.
 */
function addEdge(area: Float32Array, stride: number, rows: number, ax: number, ay: number, bx: number, by: number) {
  const direction = ay < by ? 1 : -1;
  const [x0, y0, x1, y1] = direction === 1 ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const slope = (x1 - x0) / (y1 - y0);
  const lastRow = Math.min(rows, Math.ceil(y1));
  for (let row = Math.max(0, Math.floor(y0)); row < lastRow; row++) {
    const top = Math.max(row, y0);
    const bottom = Math.min(row + 1, y1);
    const height = (bottom - top) * direction;
    const xTop = x0 + (top - y0) * slope;
    const xBottom = x0 + (bottom - y0) * slope;
    const left = Math.min(xTop, xBottom);
    const right = Math.max(xTop, xBottom);
    const span = right - left;
    const line = row * stride;
    const first = Math.max(0, Math.floor(left));
    if (first >= stride) continue;
    // At least one pixel: an edge left of the box still fills the whole row right of it.
    const last = Math.max(first, Math.min(stride - 1, Math.floor(right) + 1));
    let previous = 0;
    for (let column = first; column <= last; column++) {
      const covered =
        height * (leftOfIntegral(column + 1, left, right, span) - leftOfIntegral(column, left, right, span));
      area[line + column]! += covered - previous;
      previous = covered;
    }
  }
}

/**
 * How much of an edge (crossing a row from x = left to x = right, span apart) lies left of x, integrated over x;
 * a pixel i is covered by f(i + 1) − f(i) of the edge's height.
 */
function leftOfIntegral(x: number, left: number, right: number, span: number): number {
  if (x <= left) return 0;
  if (span < 1e-9) return x - left;
  if (x >= right) return span / 2 + (x - right);
  return ((x - left) * (x - left)) / (2 * span);
}
