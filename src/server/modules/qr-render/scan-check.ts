// The scan check (docs/product.md, QR codes): before a design is saved, its render is read back by two independent
// decoders under simulated phone conditions, and the rules below explain a failure in words. It runs in a render thread
// (render-pool.ts), never on the redirects' thread.
import QRCode from 'qrcode';
import { type ErrorCorrection, foregroundColors, type QrDesign } from '../../../shared/qr-design.js';
import type { ScanCheck, ScanProblem } from '../../../shared/qr-codes.js';
import { decoders, type DecoderName, type RgbaImage } from './decoders.js';
import { buildDrawing, type Drawing } from './drawing.js';
import { type RenderInput, renderRgba } from './render.js';

/**
 * Module sizes, in camera pixels, the code is decoded at: from a small print seen from reading distance (2 px a
 * module, where sampling itself starts to lose modules) to a comfortable 5 px.
 */
const MODULE_PX = [2, 2.5, 3, 4, 5];
/**
 * Camera blur, a Gaussian σ in camera pixels: none (a still, sharp frame), 0.5 px (a good camera in focus) and 1 px
 * (an ordinary phone frame: lens, demosaicing, a little motion). Phones refocus and pick their sharpest frames, so
 * more blur is not what they decode from. It is in camera pixels, not modules, so it weighs most on the small
 * sizes, as it does on a phone. (σ 2 px was tried: no design reads at 2–3 px a module with it, so it only lowered
 * every score alike.)
 */
const BLUR_PX = [0, 0.5, 1];
/** The blur minPrintMm is judged at: an ordinary phone frame. */
const REFERENCE_BLUR_PX = 1;
/**
 * What a phone's scanner resolves on paper: apps analyse a ~1920 px wide frame, and with a ~70° field of view at
 * ~21 cm (a comfortable reading distance) that frame spans ~300 mm: ~6.25 px a millimetre. Calibrated on these
 * conditions: black on white reads down to 2.5 px a module at the reference blur, which this maps to 0.4 mm a module,
 * the usual rule of thumb for the smallest module in good conditions. Designs that need larger modules (fancy dots,
 * logos, low contrast) get a larger minimum.
 */
const CAMERA_PX_PER_MM = 6.25;
/**
 * WCAG's minimum for graphics. Measured with these decoders and conditions (grey, red, blue, green and orange mixed
 * towards white, on white; black on white scores 93): from about 3.1:1 up every hue scores 73–93, at 2.9:1 60–80,
 * at 2.5:1 33–67, and under 2.1:1 20 or less (jsqr first: at 1.9:1 it reads nothing). Print loses contrast to ink,
 * paper and glare, so the line is drawn where the decoders still read nearly everything, not where they stop.
 */
const CONTRAST_MIN = 3;
/**
 * ISO 18004 asks for 4 modules. On the busy surround both decoders read nothing without one and still find the code
 * with 1; 2 keeps a margin for print that crowds the code closer than planned.
 */
const QUIET_ZONE_MIN = 2;
/**
 * The share of codewords each level restores (ISO 18004's nominal figures), and how much of it a logo may take.
 * Counting damaged codewords (logoDamagedShare) predicts the decoders exactly: on versions 3 and 4 with square, 2:1
 * and 1:2 logos, both read every code whose logo damages up to the level's capacity (Q: 25.7 % of a version 3's
 * codewords, 26 % of a version 4's; H: 31–32 %) and none beyond it (30 % and 27 % at Q, 34 % at H). The count has
 * no slack of its own, so the margin is all policy: a tenth of the correction stays free for what print and use add
 * (a smudge, a fold, glare). 0.8 would refuse even a 0.2 logo with the default margin on a short address at Q
 * (21 % of its codewords), which reads in every simulated condition.
 */
const RECOVERABLE: Record<ErrorCorrection, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };
const LOGO_SAFETY = 0.9;
/** The surround every variant is pasted on: busy print, this many modules wide, so a missing quiet zone shows. */
const SURROUND_MODULES = 4;

const DECODERS: DecoderName[] = ['zxing', 'jsqr'];

/** One simulated condition: a module size and a blur, and whether each decoder read exactly the text. */
interface Condition {
  sizePx: number;
  modulePx: number;
  blur: number;
  read: Record<DecoderName, boolean>;
}

export async function scanCheck(input: RenderInput): Promise<ScanCheck> {
  const { design } = input;
  const drawing = buildDrawing(input);
  const modules = drawing.matrix.size;
  const contrast = worstContrast(design);

  // The rules come first. A design one of them fails is still decoded: the attempts show what it costs.
  const problems: ScanProblem[] = [];
  if (contrast < CONTRAST_MIN) problems.push('contrast_too_low');
  if (isLightOnDark(design)) problems.push('light_on_dark');
  if (logoTooBig(logoDamagedShare(input, drawing), drawing.matrix.errorCorrection)) problems.push('logo_too_big');
  if (design.quietZone < QUIET_ZONE_MIN) problems.push('quiet_zone_too_small');

  const conditions = await decodeConditions(input, drawing.width);
  const byBoth = conditions.filter((condition) => DECODERS.every((decoder) => condition.read[decoder]));
  const largest = Math.max(...conditions.map((condition) => condition.sizePx));
  // Both decoders read it at the largest size, and in at least one blurred frame. At the largest size any blur will
  // do, not only none: jsqr misreads perfectly sharp round dots on larger versions (version 12 at 4–5 px a module)
  // that it reads once blurred as any camera blurs them, and that zxing reads in every frame.
  const decodes =
    byBoth.some((condition) => condition.sizePx === largest) && byBoth.some((condition) => condition.blur > 0);
  if (!decodes && problems.length === 0) problems.push('does_not_decode');
  const passed = decodes && problems.length === 0;

  return {
    passed,
    score: Math.round((100 * byBoth.length) / conditions.length),
    minPrintMm: passed ? minPrintMm(conditions, modules + 2 * design.quietZone) : null,
    problems,
    contrast: Math.round(contrast * 100) / 100,
    attempts: conditions.flatMap(({ sizePx, blur, read }) =>
      DECODERS.map((decoder) => ({ decoder, sizePx, blur, decoded: read[decoder] })),
    ),
  };
}

/**
 * Every module size × blur, pasted on busy print and read by both decoders. A read counts only when it is exactly
 * the text the code must carry: anything else (another code's address, the same one in other letter case) fails.
 */
async function decodeConditions(input: RenderInput, drawingWidth: number): Promise<Condition[]> {
  const conditions: Condition[] = [];
  const largest = Math.max(...MODULE_PX);
  // One render, at the largest size; the smaller ones are its area averages, which is what a camera's pixels take.
  // Measured on a version 12 code with round dots: five renders took ~130 ms, one render and four reductions ~30.
  const master = await renderRgba(input, Math.round(largest * drawingWidth));
  for (const modulePx of MODULE_PX) {
    const render = modulePx === largest ? master : areaAverage(master, Math.round(modulePx * drawingWidth));
    const scene = onBusySurround(render, Math.round(SURROUND_MODULES * modulePx), modulePx);
    for (const blur of BLUR_PX) {
      const seen = blur > 0 ? gaussianBlur(scene, blur) : scene;
      conditions.push({ sizePx: render.width, modulePx, blur, read: await readsExactly(seen, input.text) });
    }
  }
  return conditions;
}

/** Whether each decoder reads exactly `text` in the image: the same characters, not merely some QR code. */
export async function readsExactly(image: RgbaImage, text: string): Promise<Record<DecoderName, boolean>> {
  const read = { zxing: false, jsqr: false };
  for (const decoder of DECODERS) read[decoder] = (await decoders[decoder](image)) === text;
  return read;
}

/**
 * The smallest printed side (the code with its quiet zone; a frame comes on top) a phone still reads: the smallest
 * module size from which up both decoders read every size at the reference blur (else at a lighter one), in
 * millimetres through CAMERA_PX_PER_MM.
 */
function minPrintMm(conditions: Condition[], sideModules: number): number | null {
  const blurs = BLUR_PX.filter((blur) => blur > 0 && blur <= REFERENCE_BLUR_PX).sort((a, b) => b - a);
  for (const blur of blurs) {
    const largestFirst = conditions
      .filter((condition) => condition.blur === blur)
      .sort((a, b) => b.modulePx - a.modulePx);
    let smallest: number | null = null;
    for (const condition of largestFirst) {
      if (!DECODERS.every((decoder) => condition.read[decoder])) break;
      smallest = condition.modulePx;
    }
    if (smallest !== null) return Math.ceil((smallest / CAMERA_PX_PER_MM) * sideModules);
  }
  return null;
}

// Contrast. WCAG 2's relative luminance and contrast ratio: the measure designers know, and close to what the
// decoders' grey conversion sees.

/** The colours the dots and finder patterns are painted in: every gradient stop and the corners' own colours. */
function paintedColors(design: QrDesign): string[] {
  const colors = foregroundColors(design.foreground);
  if (design.cornerSquareColor) colors.push(design.cornerSquareColor);
  if (design.cornerDotColor) colors.push(design.cornerDotColor);
  return colors;
}

/**
 * The ratio of the worst painted colour against the background. A gradient blends its two stops channel by channel,
 * and luminance is convex along that blend, so its lightest colour is one of its stops: for dots darker than the
 * ground, judging the stops judges the whole gradient. (A gradient that crosses the ground's luminance has a stop
 * lighter than the ground, and fails as light on dark.)
 */
export function worstContrast(design: QrDesign): number {
  return Math.min(...paintedColors(design).map((color) => contrastRatio(color, design.background)));
}

/**
 * Light dots on a dark ground: where a painted colour is lighter than the background the code reads inverted, and
 * most phone camera apps read dark on light only.
 */
function isLightOnDark(design: QrDesign): boolean {
  const background = relativeLuminance(design.background);
  return paintedColors(design).some((color) => relativeLuminance(color) > background);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// The logo.

/**
 * The share of the code's codewords the logo and its clear space damage. The logo is where the drawing put it (the
 * renderer may have shrunk it), its clear space the design's margin (pixels of a 300 px code with its quiet zone)
 * shrunk in the same proportion. A codeword is damaged when any of its 8 modules is under the box. Codewords are
 * laid out in 2-module-wide columns, so the logo's shape and place matter, not only the modules it hides (measured:
 * at Q, a 2:1 logo hiding 16 % of a version 3's modules damages 30 % of its codewords and does not read; a 1:2 one
 * hiding as many damages 26 % and does).
 */
export function logoDamagedShare(input: RenderInput, drawing: Pick<Drawing, 'layers' | 'matrix'>): number {
  const options = input.design.logo;
  const image = drawing.layers.find((layer) => layer.kind === 'image');
  if (!options || !image) return 0;
  const { size, version, errorCorrection } = drawing.matrix;
  const asked = options.size * size * Math.min(1, image.logo.width / image.logo.height);
  const margin = ((options.margin * (size + 2 * input.design.quietZone)) / 300) * (image.width / asked);
  const span = (extent: number) => [(size - extent) / 2 - margin, (size + extent) / 2 + margin] as const;
  const [left, right] = span(image.width);
  const [top, bottom] = span(image.height);
  // Modules [x, x + 1) with x + 1 > left and x < right, as the drawing leaves them out.
  const hidden = (x: number, y: number) => x + 1 > left && x < right && y + 1 > top && y < bottom;
  const { codewordOf, codewords } = codewordMap(version, errorCorrection);
  const damaged = new Set<number>();
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const codeword = codewordOf[y * size + x]!;
      if (codeword >= 0 && hidden(x, y)) damaged.add(codeword);
    }
  }
  return damaged.size / codewords;
}

/** Whether a logo damages more codewords than the error correction restores, with LOGO_SAFETY to spare. */
export function logoTooBig(damagedShare: number, errorCorrection: ErrorCorrection): boolean {
  return damagedShare > RECOVERABLE[errorCorrection] * LOGO_SAFETY;
}

/**
 * Which codeword each module carries (-1: a function pattern, or a remainder bit), by ISO 18004's placement: from
 * the bottom right corner in 2-module columns, up then down, skipping the vertical timing pattern. Which modules are
 * function patterns depends on the version only; qrcode marks them.
 */
function codewordMap(version: number, errorCorrection: ErrorCorrection): { codewordOf: Int32Array; codewords: number } {
  const { modules } = QRCode.create('0', { version, errorCorrectionLevel: errorCorrection });
  const { size, reservedBit } = modules;
  const codewordOf = new Int32Array(size * size).fill(-1);
  const free = reservedBit.reduce((count, reserved) => count + (reserved ? 0 : 1), 0);
  const codewords = Math.floor(free / 8);
  let bit = 0;
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === TIMING_COLUMN) right--;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        const at = y * size + x;
        if (reservedBit[at]) continue;
        if (bit < codewords * 8) codewordOf[at] = Math.floor(bit / 8);
        bit++;
      }
    }
    upward = !upward;
  }
  return { codewordOf, codewords };
}

const TIMING_COLUMN = 6;

// The camera: busy print around the code, and blur.

/**
 * The image in the middle of pseudo-random dark and light cells, one module each: the text and pictures a code is
 * printed among. A quiet zone keeps them from reading as part of the code; without one, they do. Deterministic, so
 * the same design always gets the same verdict.
 */
function onBusySurround(image: RgbaImage, padding: number, cellPx: number): RgbaImage {
  const width = image.width + 2 * padding;
  const height = image.height + 2 * padding;
  const data = new Uint8ClampedArray(width * height * 4);
  const cell = Math.max(1, Math.round(cellPx));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = cellHash(Math.floor(x / cell), Math.floor(y / cell)) & 1 ? 0 : 255;
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = value;
      data[at + 3] = 255;
    }
  }
  for (let y = 0; y < image.height; y++) {
    const row = image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4);
    data.set(row, ((y + padding) * width + padding) * 4);
  }
  return { data, width, height };
}

function cellHash(x: number, y: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 3;
}

/**
 * The image reduced to `width` (height in proportion), each new pixel the average of the area it covers, partial
 * pixels by their share: a camera's sensor integrates light the same way.
 */
export function areaAverage(image: RgbaImage, width: number): RgbaImage {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  return separable(image, width, height, coverage(image.width, width), coverage(image.height, height));
}

/**
 * A Gaussian blur of σ pixels (a lens slightly out of focus, a hand that moves a little), edges extended: the same
 * separable pass as areaAverage with a bell-shaped weighting. sharp's blur is faster (650² px: ~5 ms against ~22),
 * but it runs on libuv's shared pool at normal priority, beside the redirects; here the work stays on this
 * low-priority thread, and on the check's images (mostly under 400² px) it costs a few milliseconds.
 */
export function gaussianBlur(image: RgbaImage, sigma: number): RgbaImage {
  return separable(image, image.width, image.height, gaussian(image.width, sigma), gaussian(image.height, sigma));
}

/** For each output pixel along one axis: the input pixels it takes (`from`, `count` long) and their weights. */
interface Taps {
  start: Int32Array;
  count: Int32Array;
  from: Int32Array;
  weight: Float32Array;
}

function taps(lists: Array<Array<[number, number]>>): Taps {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const result: Taps = {
    start: new Int32Array(lists.length),
    count: new Int32Array(lists.length),
    from: new Int32Array(total),
    weight: new Float32Array(total),
  };
  let at = 0;
  lists.forEach((list, index) => {
    result.start[index] = at;
    result.count[index] = list.length;
    for (const [from, weight] of list) {
      result.from[at] = from;
      result.weight[at++] = weight;
    }
  });
  return result;
}

/** Reduction from `from` to `to` pixels: each takes the input pixels under it, by the share it covers. */
function coverage(from: number, to: number): Taps {
  const scale = from / to;
  return taps(
    Array.from({ length: to }, (_, index) => {
      const start = index * scale;
      const end = Math.min(from, start + scale);
      const parts: Array<[number, number]> = [];
      for (let pixel = Math.floor(start); pixel < end; pixel++) {
        const share = Math.min(end, pixel + 1) - Math.max(start, pixel);
        if (share > 1e-9) parts.push([pixel, share / scale]);
      }
      return parts;
    }),
  );
}

/** A Gaussian of σ over 3σ each side, clamped at the edges, normalised. */
function gaussian(length: number, sigma: number): Taps {
  const radius = Math.ceil(3 * sigma);
  const bell = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const sum = bell.reduce((total, weight) => total + weight, 0);
  return taps(
    Array.from({ length }, (_, index) =>
      bell.map((weight, k): [number, number] => [Math.min(length - 1, Math.max(0, index + k - radius)), weight / sum]),
    ),
  );
}

/** Applies `across` to every row, then `down` to every column, on the colour channels; alpha comes out opaque. */
function separable(image: RgbaImage, width: number, height: number, across: Taps, down: Taps): RgbaImage {
  const source = image.data;
  const middle = new Float32Array(width * image.height * 3);
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let tap = across.start[x]!, end = tap + across.count[x]!; tap < end; tap++) {
        const at = (row + across.from[tap]!) * 4;
        const weight = across.weight[tap]!;
        r += source[at]! * weight;
        g += source[at + 1]! * weight;
        b += source[at + 2]! * weight;
      }
      const to = (y * width + x) * 3;
      middle[to] = r;
      middle[to + 1] = g;
      middle[to + 2] = b;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let tap = down.start[y]!, end = tap + down.count[y]!; tap < end; tap++) {
        const at = (down.from[tap]! * width + x) * 3;
        const weight = down.weight[tap]!;
        r += middle[at]! * weight;
        g += middle[at + 1]! * weight;
        b += middle[at + 2]! * weight;
      }
      const to = (y * width + x) * 4;
      data[to] = r;
      data[to + 1] = g;
      data[to + 2] = b;
      data[to + 3] = 255;
    }
  }
  return { data, width, height };
}
