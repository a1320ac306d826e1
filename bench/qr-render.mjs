// QR render benchmark (docs/product.md, Qualities): a styled 1024 px PNG — linear gradient, rounded dots, a logo, a
// banner with text — from the production build, against the same design made the usual Node way in the same run:
// qr-code-styling on jsdom for the SVG, then sharp for the PNG, the banner laid on by sharp as an extra SVG layer. Both
// results must scan, or the comparison means nothing.
import { JSDOM } from 'jsdom';
import jsQRModule from 'jsqr';
import QRCodeStyling from 'qr-code-styling';
import sharp from 'sharp';
import { buildDrawing } from '../dist/server/modules/qr-render/drawing.js';
import { normaliseLogo } from '../dist/server/modules/qr-render/logo.js';
import { paintDrawing } from '../dist/server/modules/qr-render/pixels.js';
import { qrInfo, renderImage } from '../dist/server/modules/qr-render/render.js';
import { DEFAULT_DESIGN } from '../dist/shared/qr-design.js';

const RUNS = Number(process.env.BENCH_QR_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_QR_BASELINE_RUNS ?? 60);
const WARM_UP = 20;
const WIDTH = 1024;
const TEXT = 'https://scan.example/q/7KX3P9QA';
const TARGET_MS = 20;
const TARGET_RATIO = 5;

const jsQR = jsQRModule.default ?? jsQRModule;

const DESIGN = {
  ...DEFAULT_DESIGN,
  foreground: { kind: 'linear', colors: ['#1e3a8a', '#9333ea'], rotation: 45 },
  dotStyle: 'rounded',
  cornerSquareStyle: 'extra-rounded',
  cornerDotStyle: 'dot',
  logo: { uploadId: 'bench', size: 0.4, margin: 10 },
  frame: { style: 'banner-bottom', text: 'Scan me', color: '#1e3a8a', textColor: '#ffffff' },
};

export async function benchQrRender() {
  const logoSvg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">' +
    '<circle cx="50" cy="50" r="46" fill="#e11d48"/><path d="M30 30h40v40H30z" fill="#fff"/></svg>';
  const { asset: logo } = await normaliseLogo(Buffer.from(logoSvg));
  const input = { text: TEXT, design: DESIGN, logo };
  const size = { px: WIDTH, unit: 'px', amount: WIDTH };
  const ours = await timeRuns(RUNS, async () => (await renderImage(input, 'png', size)).body);
  const steps = await timeSteps(input, ours.height);

  const info = qrInfo(TEXT, DESIGN);
  const baseline = await timeRuns(BASELINE_RUNS, () => qrCodeStylingPng(logo, info, ours.height));
  return {
    ours,
    baseline,
    steps,
    ratio: baseline.median / ours.median,
    version: info.version,
    errorCorrection: info.errorCorrection,
    sharpConcurrency: sharp.concurrency(),
  };
}

// Where a render's time goes: the same design's pixels painted alone (without the logo, which is cached), and the
// PNG encoding of those pixels alone, each the median of its own loop.
async function timeSteps(input, height) {
  const drawing = buildDrawing(input);
  const shapes = { ...drawing, layers: drawing.layers.filter((layer) => layer.kind !== 'image') };
  const median = async (step) => {
    const times = [];
    for (let i = 0; i < WARM_UP + RUNS / 2; i++) {
      const start = performance.now();
      await step();
      if (i >= WARM_UP) times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[times.length >> 1];
  };
  const { rgb } = paintDrawing(shapes, WIDTH, height, null);
  const raw = { raw: { width: WIDTH, height, channels: 3 } };
  return {
    paint: await median(() => paintDrawing(shapes, WIDTH, height, null)),
    png: await median(() => sharp(rgb, raw).png({ compressionLevel: 5, adaptiveFiltering: false }).toBuffer()),
  };
}

async function timeRuns(runs, render) {
  let last;
  for (let i = 0; i < WARM_UP; i++) last = await render();
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await render();
    times.push(performance.now() - start);
  }
  // CPU time of the whole process (sharp's threads included): what a render costs a busy server.
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const { data, info } = await sharp(last).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height, { inversionAttempts: 'dontInvert' });
  return {
    runs,
    median: times[Math.floor(runs / 2)],
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))],
    cpuMs: (cpu.user + cpu.system) / 1000 / runs,
    bytes: last.length,
    width: info.width,
    height: info.height,
    scans: decoded?.data === TEXT,
  };
}

// The same look with qr-code-styling: its margin is in pixels, so the four-module quiet zone is converted; its logo
// loader needs node-canvas, so a stand-in hands it the logo's size (all it reads) and the data URL stays in the SVG.
async function qrCodeStylingPng(logo, info, height) {
  const side = info.modules + 2 * DESIGN.quietZone;
  const qr = new QRCodeStyling({
    jsdom: JSDOM,
    nodeCanvas: { loadImage: async (src) => ({ width: logo.width, height: logo.height, src }) },
    type: 'svg',
    width: WIDTH,
    height: WIDTH,
    margin: Math.round((DESIGN.quietZone * WIDTH) / side),
    data: TEXT,
    image: `data:image/png;base64,${logo.png.toString('base64')}`,
    qrOptions: { errorCorrectionLevel: info.errorCorrection },
    dotsOptions: {
      type: 'rounded',
      gradient: {
        type: 'linear',
        rotation: Math.PI / 4,
        colorStops: [
          { offset: 0, color: DESIGN.foreground.colors[0] },
          { offset: 1, color: DESIGN.foreground.colors[1] },
        ],
      },
    },
    cornersSquareOptions: { type: 'extra-rounded' },
    cornersDotOptions: { type: 'dot' },
    backgroundOptions: { color: DESIGN.background },
    imageOptions: {
      hideBackgroundDots: true,
      imageSize: DESIGN.logo.size,
      margin: DESIGN.logo.margin,
      saveAsBlob: false,
    },
  });
  const svg = await qr.getRawData('svg');
  return sharp({ create: { width: WIDTH, height, channels: 3, background: DESIGN.background } })
    .composite([
      { input: svg, top: 0, left: 0 },
      { input: Buffer.from(bannerSvg(height - WIDTH)), top: WIDTH, left: 0 },
    ])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

// The banner as Scanlink draws it (inset 4 % of the side, rounded), with the text left to librsvg's own fonts.
function bannerSvg(height) {
  const inset = Math.round(WIDTH * 0.04);
  const band = height - inset;
  const { color, textColor, text } = DESIGN.frame;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">` +
    `<rect x="${inset}" y="0" width="${WIDTH - 2 * inset}" height="${band}" rx="${band / 4}" fill="${color}"/>` +
    `<text x="${WIDTH / 2}" y="${band / 2}" dominant-baseline="central" text-anchor="middle" fill="${textColor}"` +
    ` font-family="Inter, sans-serif" font-weight="700" font-size="${Math.round(band * 0.55)}">${text}</text></svg>`
  );
}

export function reportQrRender(result) {
  const ms = (value) => value.toFixed(2);
  const row = (label, run) =>
    `| ${label} | ${run.runs} | ${ms(run.median)} | ${ms(run.p95)} | ${ms(run.cpuMs)} | ${(run.bytes / 1024).toFixed(0)} KB | ${run.width}×${run.height} | ${run.scans ? 'yes' : 'NO'} |`;
  const ok = result.ours.median < TARGET_MS && result.ratio >= TARGET_RATIO && result.ours.scans;
  const lines = [
    `| renderer (styled ${WIDTH} px PNG: linear gradient, rounded dots, logo, banner) | runs | median ms | p95 ms | CPU ms | size | pixels | scans |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
    row('Scanlink qr-render (dist/)', result.ours),
    row('qr-code-styling + jsdom → SVG, sharp → PNG (banner as a sharp SVG layer)', result.baseline),
    '',
    `${result.ratio.toFixed(1)}× faster by median, ${(result.baseline.cpuMs / result.ours.cpuMs).toFixed(1)}× by CPU time (target ≥ ${TARGET_RATIO}×) · median ${ms(result.ours.median)} ms (target < ${TARGET_MS} ms) · ` +
      `QR version ${result.version}, error correction ${result.errorCorrection}, sharp concurrency ${result.sharpConcurrency}`,
    `Where a render goes: painting the pixels ${ms(result.steps.paint)} ms, PNG encoding ${ms(result.steps.png)} ms, the rest (logo, sharp's pipeline) the difference.`,
    ok ? 'QR render: OK' : 'QR RENDER TARGET MISSED',
  ];
  return { text: lines.join('\n'), ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = reportQrRender(await benchQrRender());
  console.log(report.text);
  process.exit(report.ok ? 0 : 1);
}
