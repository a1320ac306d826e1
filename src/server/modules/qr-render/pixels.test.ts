// The rasteriser behind PNG, JPEG, WebP and the scan check: coverage must be the exact area inside each pixel, and
// paints must land on the pixels the vector formats colour.
import { describe, expect, it } from 'vitest';
import { type Coverage, pathCoverage } from './coverage.js';
import type { DrawPaint, Drawing } from './drawing.js';
import { paintDrawing } from './pixels.js';
import { circle, PathBuilder, roundedRect } from './shapes.js';

/** Reads a coverage out (each read clears the shared buffer, as the painter does) as rows of rounded numbers. */
function coverageRows(coverage: Coverage | null, width: number, height: number): number[][] {
  const rows = Array.from({ length: height }, () => new Array<number>(width).fill(0));
  if (!coverage) return rows;
  for (let row = 0; row < coverage.height; row++) {
    let winding = 0;
    for (let column = 0; column <= coverage.width; column++) {
      const at = row * coverage.stride + column;
      winding += coverage.area[at]!;
      coverage.area[at] = 0;
      if (column < coverage.width) {
        rows[coverage.y + row]![coverage.x + column] = Math.round(Math.min(1, Math.abs(winding)) * 1000) / 1000;
      }
    }
  }
  return rows;
}

function rect(x: number, y: number, w: number, h: number, path = new PathBuilder()): PathBuilder {
  roundedRect(path, x, y, w, h, [0, 0, 0, 0]);
  return path;
}

const sum = (rows: number[][]) => rows.flat().reduce((total, value) => total + value, 0);

describe('pathCoverage', () => {
  it('covers the pixels of a square on the pixel grid exactly, and nothing else', () => {
    const rows = coverageRows(pathCoverage(rect(1, 1, 2, 2), 1, 4, 4), 4, 4);
    expect(rows).toEqual([
      [0, 0, 0, 0],
      [0, 1, 1, 0],
      [0, 1, 1, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('gives a pixel the share of it a shape covers', () => {
    const rows = coverageRows(pathCoverage(rect(0.5, 0.25, 2, 1), 1, 3, 2), 3, 2);
    expect(rows).toEqual([
      [0.375, 0.75, 0.375],
      [0.125, 0.25, 0.125],
    ]);
  });

  it('covers the area of a circle, a triangle and a scaled shape', () => {
    const round = new PathBuilder();
    circle(round, 20, 20, 15);
    // Chords a tenth of a pixel inside the curve take well under 1 % off.
    const disc = sum(coverageRows(pathCoverage(round, 1, 40, 40), 40, 40)) / (Math.PI * 15 * 15);
    expect(disc).toBeGreaterThan(0.99);
    expect(disc).toBeLessThanOrEqual(1.002);

    const triangle = new PathBuilder();
    triangle.moveTo(2, 2);
    triangle.lineTo(30, 2);
    triangle.lineTo(2, 23);
    triangle.close();
    expect(sum(coverageRows(pathCoverage(triangle, 1, 32, 32), 32, 32))).toBeCloseTo((28 * 21) / 2, 0);

    expect(sum(coverageRows(pathCoverage(rect(1, 1, 2, 3), 2.5, 12, 12), 12, 12))).toBeCloseTo(2 * 3 * 2.5 * 2.5, 3);
  });

  it('leaves a hole drawn the other way round empty, and joins shapes that touch without a seam', () => {
    const ring = new PathBuilder();
    roundedRect(ring, 0, 0, 7, 7, [0, 0, 0, 0]);
    roundedRect(ring, 1, 1, 5, 5, [0, 0, 0, 0], true);
    const rows = coverageRows(pathCoverage(ring, 1, 7, 7), 7, 7);
    expect(rows[3]).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect(sum(rows)).toBe(49 - 25);

    // Two squares meeting half-way through a pixel: that column is as full as the rest.
    const pair = rect(0, 0, 1.5, 2, rect(1.5, 0, 1.5, 2));
    expect(coverageRows(pathCoverage(pair, 1, 3, 2), 3, 2)).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('clips a shape to the image, whole rows still filled right of an edge outside it', () => {
    const rows = coverageRows(pathCoverage(rect(-3, -1, 5, 2), 1, 4, 3), 4, 3);
    expect(rows).toEqual([
      [1, 1, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(pathCoverage(rect(10, 10, 2, 2), 1, 4, 4)).toBeNull();
  });
});

describe('paintDrawing', () => {
  const drawing = (paint: DrawPaint, path: PathBuilder, crisp = false): Drawing =>
    ({
      width: 10,
      height: 10,
      background: '#ffffff',
      layers: [{ kind: 'fill', path, paint, crisp }],
      matrix: undefined,
    }) as unknown as Drawing;
  const pixel = (rgb: Buffer, width: number, x: number, y: number) => [
    ...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
  ];

  it('blends a solid colour by coverage over the background', () => {
    const { rgb } = paintDrawing(drawing({ kind: 'solid', color: '#000000' }, rect(0.5, 0, 5, 10)), 10, 10, null);
    expect(pixel(rgb, 10, 0, 5)).toEqual([128, 128, 128]);
    expect(pixel(rgb, 10, 2, 5)).toEqual([0, 0, 0]);
    expect(pixel(rgb, 10, 8, 5)).toEqual([255, 255, 255]);
  });

  it('snaps crisp shapes to whole pixels', () => {
    const { rgb } = paintDrawing(drawing({ kind: 'solid', color: '#000000' }, rect(0.6, 0, 5, 10), true), 10, 10, null);
    expect(pixel(rgb, 10, 0, 5)).toEqual([255, 255, 255]);
    expect(pixel(rgb, 10, 5, 5)).toEqual([0, 0, 0]);
  });

  it('runs a linear gradient from stop to stop, padded beyond them', () => {
    const paint: DrawPaint = { kind: 'linear', colors: ['#000000', '#ff0000'], x1: 2, y1: 0, x2: 8, y2: 0 };
    const { rgb } = paintDrawing(drawing(paint, rect(0, 0, 10, 10)), 100, 100, null);
    expect(pixel(rgb, 100, 0, 50)).toEqual([0, 0, 0]);
    // Pixel 50's centre is at 50.5 px: (50.5 − 20) / 60 of the way, 130 of 255.
    expect(pixel(rgb, 100, 50, 50)).toEqual([130, 0, 0]);
    expect(pixel(rgb, 100, 99, 50)).toEqual([255, 0, 0]);
  });

  it('runs a radial gradient from the centre outwards', () => {
    const paint: DrawPaint = { kind: 'radial', colors: ['#0000ff', '#ffffff'], cx: 5, cy: 5, r: 5 };
    const { rgb } = paintDrawing(drawing(paint, rect(0, 0, 10, 10)), 100, 100, null);
    // The centre pixel's centre is 0.71 px from the gradient's: 1.4 % of the way.
    expect(pixel(rgb, 100, 50, 50)).toEqual([4, 4, 255]);
    expect(pixel(rgb, 100, 0, 0)).toEqual([255, 255, 255]);
  });

  it('lays a logo on with its transparency, where its layer is', () => {
    const rgba = Buffer.from([255, 0, 0, 255, 255, 0, 0, 0]);
    const withLogo = { ...drawing({ kind: 'solid', color: '#000000' }, new PathBuilder()) };
    withLogo.layers = [{ kind: 'image', logo: undefined as never, x: 4, y: 4, width: 2, height: 1 }];
    const { rgb } = paintDrawing(withLogo, 10, 10, { rgba, left: 4, top: 4, width: 2, height: 1 });
    expect(pixel(rgb, 10, 4, 4)).toEqual([255, 0, 0]);
    expect(pixel(rgb, 10, 5, 4)).toEqual([255, 255, 255]);
  });
});
