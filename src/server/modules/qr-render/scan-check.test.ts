import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanCheckSchema } from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN, type QrDesign } from '../../../shared/qr-design.js';
import { decoders } from './decoders.js';
import { type LogoAsset, renderRgba } from './render.js';
import { buildDrawing } from './drawing.js';
import { contrastRatio, logoDamagedShare, logoTooBig, readsExactly, scanCheck } from './scan-check.js';

// A dynamic code's address, as the codes carry it (upper case: the alphanumeric mode).
const ADDRESS = 'HTTPS://SCANLINK.EXAMPLE/Q/ABCD2345';
const design = (changes: Partial<QrDesign>): QrDesign => ({ ...DEFAULT_DESIGN, ...changes });

// zxing-wasm fetches its WebAssembly from a CDN unless handed the file: any fetch in this file is that mistake.
const realFetch = globalThis.fetch;
const fetched: string[] = [];
beforeAll(() => {
  globalThis.fetch = ((url: unknown) => {
    fetched.push(String(url));
    throw new Error(`no network in the scan check: ${String(url)}`);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

let logo: LogoAsset;
beforeAll(async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="120" fill="#e4572e"/><rect x="88" y="64" width="80" height="128" fill="#fff"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  logo = { png, width: 256, height: 256 };
});

describe('the decoders', () => {
  it('load zxing from node_modules, never from the network, and both read a render', async () => {
    const image = await renderRgba({ text: ADDRESS, design: DEFAULT_DESIGN, logo: null }, 200);
    expect(await decoders.zxing(image)).toBe(ADDRESS);
    expect(await decoders.jsqr(image)).toBe(ADDRESS);
    expect(fetched).toEqual([]);
  });

  it('count a read only when it is exactly the text the code must carry', async () => {
    const image = await renderRgba({ text: ADDRESS, design: DEFAULT_DESIGN, logo: null }, 200);
    expect(await readsExactly(image, ADDRESS)).toEqual({ zxing: true, jsqr: true });
    // Another code's address, and the same address in other letters, are not this code.
    expect(await readsExactly(image, 'HTTPS://SCANLINK.EXAMPLE/Q/ABCD2346')).toEqual({ zxing: false, jsqr: false });
    expect(await readsExactly(image, ADDRESS.toLowerCase())).toEqual({ zxing: false, jsqr: false });
  });
});

describe('the scan check', () => {
  it('passes the default design, with a score, a smallest print size and every attempt', async () => {
    const check = await scanCheck({ text: ADDRESS, design: DEFAULT_DESIGN, logo: null });
    expect(scanCheckSchema.parse(check)).toEqual(check);
    expect(check).toMatchObject({ passed: true, problems: [], contrast: 21 });
    expect(check.score).toBeGreaterThanOrEqual(80);
    // 0.4 mm a module is the rule of thumb for black on white: a 33-module side (version 2 and a quiet zone of 4).
    expect(check.minPrintMm).toBeGreaterThanOrEqual(10);
    expect(check.minPrintMm).toBeLessThanOrEqual(20);
    expect(check.attempts).toHaveLength(30);
    expect(new Set(check.attempts.map((attempt) => attempt.decoder))).toEqual(new Set(['zxing', 'jsqr']));
    expect(new Set(check.attempts.map((attempt) => attempt.blur))).toEqual(new Set([0, 0.5, 1]));
    expect(fetched).toEqual([]);
  });

  it('decodes each code as its own text: checks one after another never reuse a read', async () => {
    const other = 'HTTPS://SCANLINK.EXAMPLE/Q/WXYZ6789';
    const [first, second] = [
      await scanCheck({ text: ADDRESS, design: DEFAULT_DESIGN, logo: null }),
      await scanCheck({ text: other, design: DEFAULT_DESIGN, logo: null }),
    ];
    expect(first.passed && second.passed).toBe(true);
  });

  it('passes black on white with a logo the error correction covers', async () => {
    for (const errorCorrection of ['Q', 'H'] as const) {
      // At 0.4 the renderer draws the logo smaller, within what the error correction restores.
      const check = await scanCheck({
        text: ADDRESS,
        design: design({
          errorCorrection,
          logo: { uploadId: 'logo', size: errorCorrection === 'Q' ? 0.4 : 0.2, margin: 10 },
        }),
        logo,
      });
      expect(check).toMatchObject({ passed: true, problems: [] });
    }
  });

  it('never passes a logo that takes more than its share of the error correction, whatever size it is drawn at', async () => {
    // The renderer may shrink a logo; the check judges the logo as drawn. Asked for L, a logo is drawn at Q.
    for (const [errorCorrection, size] of [
      ['L', 0.5],
      ['Q', 0.4],
      ['Q', 0.5],
      ['H', 0.5],
    ] as const) {
      const input = {
        text: ADDRESS,
        design: design({ errorCorrection, logo: { uploadId: 'logo', size, margin: 10 } }),
        logo,
      };
      const drawing = buildDrawing(input);
      const tooBig = logoTooBig(logoDamagedShare(input, drawing), drawing.matrix.errorCorrection);
      const check = await scanCheck(input);
      expect(check.problems.includes('logo_too_big')).toBe(tooBig);
      if (tooBig) expect(check).toMatchObject({ passed: false, minPrintMm: null });
    }
  });
});

describe('the logo rule', () => {
  // A version 3 code at Q (29 modules, 70 codewords, 25 % restorable: at most 22.5 % for a logo), the logo drawn
  // centred at the given size in modules, its margin 10 px of a 300 px code (1.2 modules).
  const drawn = (width: number, height: number, size = width / 29) => {
    const input = {
      text: ADDRESS,
      design: design({ errorCorrection: 'Q', logo: { uploadId: 'logo', size, margin: 10 } }),
      logo: { ...logo, width: Math.round(width * 100), height: Math.round(height * 100) },
    };
    const image = { kind: 'image' as const, logo: input.logo, x: 0, y: 0, width, height };
    const matrix = { size: 29, version: 3, errorCorrection: 'Q' as const, dark: new Uint8Array(29 * 29) };
    return logoDamagedShare(input, { matrix, layers: [image] });
  };

  it('counts the codewords under the logo and its margin', () => {
    expect(drawn(0, 0)).toBe(0);
    // 0.4 of the side, with its margin: about 14 × 14 modules, more than a third of the codewords.
    expect(drawn(11.6, 11.6)).toBeGreaterThan(0.35);
    expect(logoTooBig(drawn(11.6, 11.6), 'Q')).toBe(true);
    expect(logoTooBig(drawn(4, 4), 'Q')).toBe(false);
  });

  it('allows a logo nine tenths of what the error correction restores', () => {
    expect(logoTooBig(0.22, 'Q')).toBe(false);
    expect(logoTooBig(0.24, 'Q')).toBe(true);
    expect(logoTooBig(0.24, 'H')).toBe(false);
    expect(logoTooBig(0.07, 'L')).toBe(true);
  });
});

describe('the scan check’s other rules', () => {
  it('refuses light grey on white as contrast too low', async () => {
    const check = await scanCheck({
      text: ADDRESS,
      design: design({ foreground: { kind: 'solid', color: '#bbbbbb' } }),
      logo: null,
    });
    expect(check).toMatchObject({ passed: false, problems: ['contrast_too_low'], minPrintMm: null });
    expect(check.contrast).toBeCloseTo(1.92, 2);
  });

  it('judges a gradient by its worst stop', async () => {
    const check = await scanCheck({
      text: ADDRESS,
      design: design({ foreground: { kind: 'linear', colors: ['#000000', '#c0c0ff'], rotation: 45 } }),
      logo: null,
    });
    expect(check.problems).toEqual(['contrast_too_low']);
    expect(check.passed).toBe(false);
    expect(check.contrast).toBeCloseTo(contrastRatio('#c0c0ff', '#ffffff'), 2);
  });

  it('judges the corners’ own colours too', async () => {
    const check = await scanCheck({ text: ADDRESS, design: design({ cornerDotColor: '#dddddd' }), logo: null });
    expect(check.problems).toContain('contrast_too_low');
  });

  it('refuses light dots on a dark background', async () => {
    const check = await scanCheck({
      text: ADDRESS,
      design: design({ foreground: { kind: 'solid', color: '#ffffff' }, background: '#10204a' }),
      logo: null,
    });
    expect(check).toMatchObject({ passed: false, problems: ['light_on_dark'], score: 0 });
    expect(check.contrast).toBeGreaterThan(10);
  });

  it('refuses a quiet zone under 2 modules; on busy print without one, nothing reads', async () => {
    const none = await scanCheck({ text: ADDRESS, design: design({ quietZone: 0 }), logo: null });
    expect(none).toMatchObject({ passed: false, problems: ['quiet_zone_too_small'], score: 0 });
    const two = await scanCheck({ text: ADDRESS, design: design({ quietZone: 2 }), logo: null });
    expect(two).toMatchObject({ passed: true, problems: [] });
  });

  it('names every problem that applies, in the order the designer explains them', async () => {
    const check = await scanCheck({
      text: ADDRESS,
      design: design({ foreground: { kind: 'solid', color: '#eeeeee' }, background: '#cccccc', quietZone: 1 }),
      logo: null,
    });
    expect(check.problems).toEqual(['contrast_too_low', 'light_on_dark', 'quiet_zone_too_small']);
  });
});
