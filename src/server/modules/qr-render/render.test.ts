// Every option in every format must still scan as exactly the text it was made for. PDF and EPS are rasterised by
// the tools a print shop would use (poppler's pdftoppm, Ghostscript), SVG by sharp (librsvg); the rasters are ours.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  DEFAULT_DESIGN,
  IMAGE_FORMATS,
  type ImageFormat,
  type Paint,
  type QrDesign,
} from '../../../shared/qr-design.js';
import { normaliseLogo } from './logo.js';
import { type LogoAsset, QrTooLongError, qrInfo, renderImage, renderRgba, renderSvg } from './render.js';

// jsqr is CommonJS: depending on the loader its function is the default export or that export's `default`.
type JsQr = typeof jsQRModule.default;
const jsQR: JsQr = (jsQRModule as unknown as { default?: JsQr }).default ?? (jsQRModule as unknown as JsQr);

const TEXT = 'https://scan.example/q/7KX3P9QA?utm_source=print&lang=de';
const PX = { px: 400, unit: 'px', amount: 400 } as const;

let folder: string;
let pngLogo: LogoAsset;
let jpegLogo: LogoAsset;

beforeAll(async () => {
  for (const tool of ['pdftoppm', 'gs']) {
    try {
      execFileSync('which', [tool]);
    } catch {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils ghostscript`);
    }
  }
  folder = mkdtempSync(path.join(tmpdir(), 'qr-render-test-'));
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  const art = (w: number, h: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><ellipse cx="${w / 2}" cy="${h / 2}"` +
        ` rx="${w / 2}" ry="${h / 2}" fill="#e11d48"/><rect x="${w / 4}" y="${h / 4}" width="${w / 2}"` +
        ` height="${h / 2}" fill="#fde047"/></svg>`,
    );
  pngLogo = (await normaliseLogo(await sharp(art(240, 160)).png().toBuffer())).asset;
  jpegLogo = (await normaliseLogo(await sharp(art(200, 200)).jpeg().toBuffer())).asset;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const design = (changes: Partial<QrDesign>): QrDesign => ({ ...DEFAULT_DESIGN, ...changes });
const frame = (style: QrDesign['frame']['style'], text = 'Scan me') => ({
  style,
  text,
  color: '#1e3a8a',
  textColor: '#ffffff',
});
const LOGO = { uploadId: 'logo-1', size: 0.3, margin: 6 };

// Together these cover every dot style, corner style, paint, frame, corner colours, logos and quiet zones; each
// runs in every format.
const CASES: Array<{ name: string; design: QrDesign; logo: () => LogoAsset | null }> = [
  { name: 'square, solid, plain', design: design({}), logo: () => null },
  {
    name: 'dots, linear, PNG logo, banner below',
    design: design({
      dotStyle: 'dots',
      cornerSquareStyle: 'dot',
      cornerDotStyle: 'dot',
      foreground: { kind: 'linear', colors: ['#1e3a8a', '#7e22ce'], rotation: 45 },
      logo: LOGO,
      frame: frame('banner-bottom'),
    }),
    logo: () => pngLogo,
  },
  {
    name: 'rounded, radial, banner above',
    design: design({
      dotStyle: 'rounded',
      cornerSquareStyle: 'extra-rounded',
      foreground: { kind: 'radial', colors: ['#000000', '#1d4ed8'] },
      frame: frame('banner-top', 'Ünïcødé Привет Ωμέγα'),
    }),
    logo: () => null,
  },
  {
    name: 'extra-rounded, corner colours, JPEG logo, box',
    design: design({
      dotStyle: 'extra-rounded',
      cornerDotStyle: 'dot',
      cornerSquareColor: '#b91c1c',
      cornerDotColor: '#15803d',
      logo: { ...LOGO, size: 0.25 },
      errorCorrection: 'H',
      frame: frame('box', 'Scan for the menu'),
    }),
    logo: () => jpegLogo,
  },
  {
    name: 'classy, linear, small quiet zone',
    design: design({
      dotStyle: 'classy',
      cornerSquareStyle: 'dot',
      foreground: { kind: 'linear', colors: ['#111827', '#0f766e'], rotation: 120 },
      background: '#fefce8',
      quietZone: 2,
    }),
    logo: () => null,
  },
  {
    name: 'classy-rounded, radial, logo, empty banner',
    design: design({
      dotStyle: 'classy-rounded',
      cornerSquareStyle: 'extra-rounded',
      cornerDotStyle: 'dot',
      foreground: { kind: 'radial', colors: ['#312e81', '#000000'] },
      cornerSquareColor: '#000000',
      logo: LOGO,
      frame: frame('banner-bottom', ''),
    }),
    logo: () => pngLogo,
  },
];

type Rgba = { data: Uint8ClampedArray; width: number; height: number };

async function pixelsOf(body: Buffer, format: ImageFormat, name: string): Promise<Rgba> {
  let image: Buffer = body;
  if (format === 'pdf' || format === 'eps') {
    const file = path.join(folder, `${name}.${format}`);
    const out = path.join(folder, `${name}-${format}`);
    writeFileSync(file, body);
    if (format === 'pdf') execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, out]);
    else {
      const device = ['-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=png16m', '-r150'];
      execFileSync('gs', ['-q', ...device, `-sOutputFile=${out}.png`, file]);
    }
    image = readFileSync(`${out}.png`);
  }
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

function readWithJsqr(image: Rgba): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

async function readWithZxing(body: Buffer): Promise<string | null> {
  const [result] = await readBarcodes(new Uint8Array(body), { formats: ['QRCode'], tryInvert: false });
  return result?.isValid ? result.text : null;
}

describe('every option in every format scans as its text', () => {
  for (const { name, design: caseDesign, logo } of CASES) {
    it.each(IMAGE_FORMATS)(`${name} — %s`, async (format) => {
      const input = { text: TEXT, design: caseDesign, logo: logo() };
      const image = await renderImage(input, format, PX);
      expect(image.width).toBe(400);
      const pixels = await pixelsOf(image.body, format, `${name.replace(/\W+/g, '-')}`);
      expect(readWithJsqr(pixels)).toBe(TEXT);
      if (format === 'png') expect(await readWithZxing(image.body)).toBe(TEXT);
    });
  }
});

const IMAGE_OBJECT = /\/Subtype\s*\/Image/;

/** The page's content stream, inflated. */
function inflatedContent(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const start = text.indexOf('stream\n', text.indexOf('/Filter /FlateDecode')) + 'stream\n'.length;
  return inflateSync(pdf.subarray(start, text.indexOf('\nendstream', start))).toString('latin1');
}

describe('formats', () => {
  const plain = { text: TEXT, design: DEFAULT_DESIGN, logo: null };

  it('answers the content type and the exact pixel width, taller when framed', async () => {
    const framed = { ...plain, design: design({ frame: frame('banner-bottom') }) };
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const image = await renderImage(framed, format, { px: 512, unit: 'px', amount: 512 });
      const meta = await sharp(image.body).metadata();
      expect(image.contentType).toBe(type);
      expect([meta.width, meta.height]).toEqual([512, image.height]);
      expect(image.height).toBeGreaterThan(512);
    }
    expect((await renderImage(plain, 'svg', PX)).contentType).toBe('image/svg+xml');
    expect((await renderImage(plain, 'pdf', PX)).contentType).toBe('application/pdf');
    expect((await renderImage(plain, 'eps', PX)).contentType).toBe('application/postscript');
  });

  it('writes 300 dpi into PNG and JPEG for sizes in mm, 72 for pixel sizes', async () => {
    const mm = { px: 591, unit: 'mm', amount: 50 } as const;
    for (const format of ['png', 'jpeg'] as const) {
      expect((await sharp((await renderImage(plain, format, mm)).body).metadata()).density).toBe(300);
      expect((await sharp((await renderImage(plain, format, PX)).body).metadata()).density).toBe(72);
    }
  });

  it('gives JPEG no alpha and keeps the background colour', async () => {
    const image = await renderImage({ ...plain, design: design({ background: '#fef3c7' }) }, 'jpeg', PX);
    const { data, info } = await sharp(image.body).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([...data.subarray(0, 3)].map((value) => Math.round(value / 8))).toEqual(
      [0xfe, 0xf3, 0xc7].map((v) => Math.round(v / 8)),
    );
  });

  it('makes a vector PDF: no image without a logo, one with it, the page in points', async () => {
    const noLogo = (await renderImage(plain, 'pdf', { px: 591, unit: 'mm', amount: 50 })).body.toString('latin1');
    expect(noLogo.startsWith('%PDF-')).toBe(true);
    expect(IMAGE_OBJECT.test(noLogo)).toBe(false);
    const box = /\/MediaBox \[ 0 0 ([\d.]+) ([\d.]+) \]/.exec(noLogo)!.slice(1).map(Number);
    expect(box[0]).toBeCloseTo((50 / 25.4) * 72, 3);
    expect(box[1]).toBeCloseTo((50 / 25.4) * 72, 3);
    const withLogo = (await renderImage({ ...plain, design: design({ logo: LOGO }), logo: pngLogo }, 'pdf', PX)).body;
    expect(IMAGE_OBJECT.test(withLogo.toString('latin1'))).toBe(true);
  });

  it('paints PDF gradients as shadings through a clip, not as images', async () => {
    const gradients: Array<[Paint, number]> = [
      [{ kind: 'linear', colors: ['#000000', '#1d4ed8'], rotation: 30 }, 2],
      [{ kind: 'radial', colors: ['#000000', '#1d4ed8'] }, 3],
    ];
    for (const [paint, type] of gradients) {
      const pdf = (await renderImage({ ...plain, design: design({ foreground: paint }) }, 'pdf', PX)).body;
      const text = pdf.toString('latin1');
      expect(text.includes(`/ShadingType ${type}`)).toBe(true);
      expect(/\sW n\s/.test(inflatedContent(pdf))).toBe(true);
      expect(IMAGE_OBJECT.test(text)).toBe(false);
    }
  });

  it('makes an EPS with a correct bounding box and shfill for gradients', async () => {
    const gradient = design({ foreground: { kind: 'radial', colors: ['#000000', '#1d4ed8'] } });
    const eps = (await renderImage({ ...plain, design: gradient }, 'eps', { px: 591, unit: 'mm', amount: 50 })).body;
    const text = eps.toString('latin1');
    expect(text.startsWith('%!PS-Adobe-3.0 EPSF-3.0\n')).toBe(true);
    const points = (50 / 25.4) * 72;
    expect(text).toContain(`%%BoundingBox: 0 0 ${Math.ceil(points)} ${Math.ceil(points)}\n`);
    expect(text).toContain(`%%HiResBoundingBox: 0 0 ${points.toFixed(3)} ${points.toFixed(3)}\n`);
    expect(text).toContain('/ShadingType 3');
    expect(text).toContain('shfill');
    expect(text).not.toMatch(/\bimage\b/);
    const pixels = (await renderImage(plain, 'eps', { px: 600, unit: 'px', amount: 600 })).body.toString('latin1');
    expect(pixels).toContain('%%BoundingBox: 0 0 450 450\n');
  });

  it('writes well-formed SVG with a viewBox, crisp square dots and the logo as a PNG data URL', async () => {
    const svg = renderSvg({ text: TEXT, design: design({ logo: LOGO }), logo: pngLogo }, 300);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="300" height="300" viewBox="0 0 /);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toMatch(/xlink:href="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    expect(svg).not.toMatch(/<(script|text|foreignObject)/);
    // Only M, L, C and Z: the vocabulary PDF and PostScript share.
    for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^[MLCZ0-9.\- ]+$/);
    // librsvg parses strict XML: it refuses a document that is not well-formed.
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ format: 'svg', width: 300 });
    await expect(sharp(Buffer.from(svg.replace('</svg>', '<path>'))).metadata()).rejects.toThrow();
  });

  it('prints an SVG in millimetres at the size asked for', async () => {
    const svg = (await renderImage(plain, 'svg', { px: 354, unit: 'mm', amount: 30 })).body.toString();
    expect(svg).toContain('width="30mm" height="30mm"');
  });

  it('draws frame text as outlines and the same picture in every format', async () => {
    const framed = { ...plain, design: design({ frame: frame('box', 'Hello') }) };
    const svg = renderSvg(framed, 400);
    expect(svg).not.toContain('Hello');
    const reference = await pixelsOf((await renderImage(framed, 'png', PX)).body, 'png', 'same-png');
    for (const format of ['pdf', 'eps'] as const) {
      const other = await pixelsOf((await renderImage(framed, format, PX)).body, format, `same-${format}`);
      expect(other.width / other.height).toBeCloseTo(reference.width / reference.height, 2);
    }
  });

  it('gives the scan check raw RGBA at the asked width', async () => {
    const image = await renderRgba({ text: TEXT, design: design({ logo: LOGO }), logo: pngLogo }, 320);
    expect([image.width, image.data.length]).toEqual([320, 320 * image.height * 4]);
    expect(readWithJsqr(image)).toBe(TEXT);
  });
});

describe('the matrix', () => {
  it('puts an upper-case short URL in alphanumeric mode: version 2 at M', () => {
    const design = DEFAULT_DESIGN;
    expect(qrInfo('HTTPS://SCAN.EXAMPLE/Q/7KX3P9QA', design)).toEqual({
      version: 2,
      modules: 25,
      errorCorrection: 'M',
    });
  });

  it('raises the error correction to Q when there is a logo', () => {
    expect(qrInfo(TEXT, design({ logo: LOGO })).errorCorrection).toBe('Q');
    expect(qrInfo(TEXT, design({ logo: LOGO, errorCorrection: 'H' })).errorCorrection).toBe('H');
  });

  it('refuses a text no version can hold', async () => {
    const text = 'x'.repeat(5000);
    expect(() => qrInfo(text, DEFAULT_DESIGN)).toThrow(QrTooLongError);
    expect(() => renderSvg({ text, design: DEFAULT_DESIGN, logo: null }, 300)).toThrow(QrTooLongError);
    await expect(renderImage({ text, design: DEFAULT_DESIGN, logo: null }, 'png', PX)).rejects.toThrow(QrTooLongError);
  });

  it('keeps the logo off the finder patterns of a small code', async () => {
    const big = design({ logo: { uploadId: 'x', size: 0.5, margin: 40 }, errorCorrection: 'H' });
    const input = { text: 'HI', design: big, logo: pngLogo };
    expect(qrInfo(input.text, big).version).toBe(1);
    const image = await renderRgba(input, 420);
    expect(readWithJsqr(image)).toBe('HI');
  });
});
