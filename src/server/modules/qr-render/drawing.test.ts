// The format-neutral drawing: what every format then paints the same way.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN, type QrDesign } from '../../../shared/qr-design.js';
import QRCode from 'qrcode';
import { buildDrawing, type FillLayer } from './drawing.js';
import { alignmentCentres, isDark, isFinderModule } from './matrix.js';

const TEXT = 'https://scan.example/q/7KX3P9QA';
const LOGO = { png: Buffer.alloc(0), width: 200, height: 100 };
const fills = (design: QrDesign, logo = false) =>
  buildDrawing({ text: TEXT, design, logo: logo ? LOGO : null }).layers.filter(
    (layer): layer is FillLayer => layer.kind === 'fill',
  );
const subpaths = (layer: FillLayer) => layer.path.commands.filter((command) => command === 'M').length;

describe('the drawing', () => {
  it('puts every dot and finder of one paint into one path, crisp when all square', () => {
    const [layer, ...rest] = fills(DEFAULT_DESIGN);
    expect(rest).toEqual([]);
    expect(layer!.crisp).toBe(true);
    expect(fills({ ...DEFAULT_DESIGN, dotStyle: 'rounded' })[0]!.crisp).toBe(false);
  });

  it('gives the finder patterns their own colours when set', () => {
    const layers = fills({ ...DEFAULT_DESIGN, cornerSquareColor: '#ff0000', cornerDotColor: '#00ff00' });
    expect(layers.map((layer) => layer.paint)).toEqual([
      { kind: 'solid', color: '#000000' },
      { kind: 'solid', color: '#ff0000' },
      { kind: 'solid', color: '#00ff00' },
    ]);
    // Three rings, each an outline and a hole; three centres.
    expect([subpaths(layers[1]!), subpaths(layers[2]!)]).toEqual([6, 3]);
  });

  it('clears the dots under the logo and its margin, but never a finder pattern', () => {
    const design: QrDesign = { ...DEFAULT_DESIGN, logo: { uploadId: 'x', size: 0.5, margin: 40 } };
    const drawing = buildDrawing({ text: TEXT, design, logo: LOGO });
    const image = drawing.layers.find((layer) => layer.kind === 'image')!;
    const without = fills({ ...design, logo: null, errorCorrection: 'Q' })[0]!;
    expect(subpaths(fills(design, true)[0]!)).toBeLessThan(subpaths(without));
    // The logo keeps its aspect ratio and stays clear of the finders (7 modules and a separator from each edge).
    const start = design.quietZone + 8;
    const end = design.quietZone + drawing.matrix.size - 8;
    expect(image.kind === 'image' && image.width / image.height).toBeCloseTo(2, 5);
    if (image.kind === 'image') {
      expect(image.x).toBeGreaterThan(start);
      expect(image.x + image.width).toBeLessThan(end);
    }
  });

  it('keeps the cleared modules within half of what the error correction restores', () => {
    const restorable = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 } as const;
    for (const errorCorrection of ['Q', 'H'] as const) {
      for (const text of [TEXT, `${TEXT}?utm_source=print&utm_campaign=autumn-2026&lang=de-CH`]) {
        const design: QrDesign = { ...DEFAULT_DESIGN, errorCorrection, logo: { uploadId: 'x', size: 0.5, margin: 20 } };
        const drawing = buildDrawing({ text, design, logo: LOGO });
        const size = drawing.matrix.size;
        // With the dots style every drawn module is one subpath: the difference is the dark modules cleared.
        const dots = { ...design, dotStyle: 'dots' as const };
        const cleared = subpaths(fills({ ...dots, logo: null, errorCorrection })[0]!) - subpaths(fills(dots, true)[0]!);
        expect(cleared).toBeGreaterThan(0);
        expect(cleared).toBeLessThanOrEqual(0.5 * restorable[errorCorrection] * size * size);
        const image = drawing.layers.find((layer) => layer.kind === 'image');
        expect(image && image.kind === 'image' && image.width * image.height).toBeLessThanOrEqual(
          0.5 * restorable[errorCorrection] * size * size,
        );
      }
    }
  });

  it('knows where every version puts its alignment patterns', () => {
    for (let version = 1; version <= 40; version++) {
      const { modules } = QRCode.create('A', { version, errorCorrectionLevel: 'L' });
      const dark = (x: number, y: number) => modules.data[y * modules.size + x] === 1;
      const centres = alignmentCentres(version, modules.size);
      expect(centres.length).toBe(version === 1 ? 0 : (Math.floor(version / 7) + 2) ** 2 - 3);
      for (const [x, y] of centres) {
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) {
            const ring = Math.max(Math.abs(dx), Math.abs(dy));
            expect(dark(x + dx, y + dy)).toBe(ring !== 1);
          }
        }
      }
    }
  });

  it('draws the alignment patterns of the dots style as rings', () => {
    const design: QrDesign = { ...DEFAULT_DESIGN, dotStyle: 'dots' };
    const text = `${TEXT}?${'ref=1234567890&'.repeat(12)}`;
    const drawing = buildDrawing({ text, design, logo: null });
    const rings = alignmentCentres(drawing.matrix.version, drawing.matrix.size).length;
    expect(rings).toBeGreaterThan(1);
    let darkDots = 0;
    for (let y = 0; y < drawing.matrix.size; y++) {
      for (let x = 0; x < drawing.matrix.size; x++) {
        if (isDark(drawing.matrix, x, y) && !isFinderModule(drawing.matrix.size, x, y)) darkDots++;
      }
    }
    // Each ring replaces 17 dark modules with an outline, a hole and a centre.
    expect(subpaths(drawing.layers[0] as FillLayer)).toBe(darkDots - 17 * rings + 3 * rings + 3 * 3);
  });

  it('makes framed drawings taller than wide, the code on top for a bottom banner', () => {
    const frame = { style: 'banner-bottom', text: 'Scan', color: '#111111', textColor: '#ffffff' } as const;
    const drawing = buildDrawing({ text: TEXT, design: { ...DEFAULT_DESIGN, frame }, logo: null });
    expect(drawing.height).toBeGreaterThan(drawing.width);
    const [frameLayer, , textLayer] = drawing.layers as FillLayer[];
    expect(frameLayer!.paint).toEqual({ kind: 'solid', color: '#111111' });
    expect(textLayer!.paint).toEqual({ kind: 'solid', color: '#ffffff' });
    const textTop = Math.min(...textLayer!.path.coords.filter((_, i) => i % 2 === 1));
    expect(textTop).toBeGreaterThan(drawing.width);
  });

  it('spans a linear gradient across the modules at its angle', () => {
    const design: QrDesign = {
      ...DEFAULT_DESIGN,
      foreground: { kind: 'linear', colors: ['#000000', '#0000ff'], rotation: 90 },
    };
    const drawing = buildDrawing({ text: TEXT, design, logo: null });
    const paint = (drawing.layers[0] as FillLayer).paint;
    const q = design.quietZone;
    const size = drawing.matrix.size;
    expect(paint).toMatchObject({ kind: 'linear', colors: ['#000000', '#0000ff'] });
    if (paint.kind === 'linear') {
      expect([paint.x1, paint.y1, paint.x2, paint.y2].map((v) => Math.round(v * 1000) / 1000)).toEqual([
        q + size / 2,
        q,
        q + size / 2,
        q + size,
      ]);
    }
  });

  it('refuses a colour that is not #rrggbb before it reaches any format', () => {
    const design = { ...DEFAULT_DESIGN, background: 'red"/><script>' };
    expect(() => buildDrawing({ text: TEXT, design, logo: null })).toThrow(TypeError);
  });
});
