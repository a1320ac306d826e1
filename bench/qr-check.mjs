// The scan check's time per design (issue point 4: under 500 ms): the production build's scanCheck, run as a render
// thread runs it, on a few designs from plain to everything at once and a vCard's larger version (the decoders' time
// grows with the image), plus one where nothing decodes. Then the same check through the render pool, thread hop
// included. The first check of a thread (the decoder's WebAssembly, the fonts) is reported apart.
// `node bench/qr-check.mjs` alone (after `npm run build:server`), or from run.mjs.
import sharp from 'sharp';
import { DEFAULT_DESIGN } from '../dist/shared/qr-design.js';
import { qrInfo } from '../dist/server/modules/qr-render/render.js';
import { createRenderPool } from '../dist/server/modules/qr-render/render-pool.js';
import { scanCheck } from '../dist/server/modules/qr-render/scan-check.js';

const RUNS = Number(process.env.BENCH_QR_RUNS ?? 30);
const TARGET_MS = 500;
const ADDRESS = 'HTTPS://SCANLINK.EXAMPLE/Q/ABCD2345';
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Lindqvist;Maria;;;',
  'FN:Maria Lindqvist',
  'ORG:Lindqvist & Söner AB',
  'TITLE:Head of Sales',
  'TEL;TYPE=CELL:+46 70 123 45 67',
  'EMAIL:maria.lindqvist@example.se',
  'URL:https://lindqvist.example.se',
  'ADR;TYPE=WORK:;;Storgatan 12;Göteborg;;411 38;Sweden',
  'END:VCARD',
].join('\n');

async function makeLogo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="240" fill="#e4572e"/><rect x="176" y="128" width="160" height="256" fill="#fff"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, width: 512, height: 512 };
}

function designs(logo) {
  const everything = {
    ...DEFAULT_DESIGN,
    foreground: { kind: 'radial', colors: ['#1b3a8a', '#7b1fa2'] },
    dotStyle: 'rounded',
    cornerSquareStyle: 'extra-rounded',
    cornerDotStyle: 'dot',
    errorCorrection: 'H',
    logo: { uploadId: 'bench', size: 0.2, margin: 10 },
    frame: { style: 'banner-bottom', text: 'Scan me', color: '#1b3a8a', textColor: '#ffffff' },
  };
  return [
    { label: 'default (square, black on white, M)', input: { text: ADDRESS, design: DEFAULT_DESIGN, logo: null } },
    { label: 'gradient, rounded dots, logo, frame (H)', input: { text: ADDRESS, design: everything, logo } },
    {
      label: 'a vCard, dots, linear gradient',
      input: {
        text: VCARD,
        design: {
          ...DEFAULT_DESIGN,
          dotStyle: 'dots',
          foreground: { kind: 'linear', colors: ['#0b6e4f', '#073b4c'], rotation: 30 },
        },
        logo: null,
      },
    },
    {
      label: 'fails: no quiet zone (nothing decodes on busy print)',
      input: { text: ADDRESS, design: { ...DEFAULT_DESIGN, quietZone: 0 }, logo: null },
    },
  ];
}

export async function benchQrCheck() {
  const logo = await makeLogo();
  const cases = designs(logo);
  let started = performance.now();
  await scanCheck(cases[0].input);
  const coldMs = performance.now() - started;
  const results = [];
  for (const { label, input } of cases) {
    const samples = [];
    let check;
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      check = await scanCheck(input);
      samples.push(performance.now() - started);
    }
    const { version } = qrInfo(input.text, input.design);
    results.push({
      label: `${label} — version ${version}`,
      ...summarize(samples),
      passed: check.passed,
      problems: check.problems,
      score: check.score,
    });
  }
  const pool = createRenderPool({ nice: 0 });
  const poolSamples = [];
  try {
    await pool.check(cases[1].input);
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      await pool.check(cases[1].input);
      poolSamples.push(performance.now() - started);
    }
  } finally {
    await pool.close();
  }
  return { runs: RUNS, coldMs, results, pool: { label: cases[1].label, ...summarize(poolSamples) } };
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
  };
}

export function reportQrCheck(result) {
  const ms = (value) => value.toFixed(0);
  const lines = [
    `| design | median ms | p95 ms | verdict |`,
    `| --- | ---: | ---: | --- |`,
    ...result.results.map(
      (row) =>
        `| ${row.label} | ${ms(row.median)} | ${ms(row.p95)} | ${row.passed ? `passes, score ${row.score}` : `fails: ${row.problems.join(', ')}`} |`,
    ),
    `| through the render pool (thread hop included, nice 0): ${result.pool.label} | ${ms(result.pool.median)} | ${ms(result.pool.p95)} | |`,
    '',
    `${result.runs} checks per design, 30 decodes each (5 sizes × 3 blurs × zxing and jsqr); the first check of a thread took ${ms(result.coldMs)} ms (WebAssembly, fonts). Target: < ${TARGET_MS} ms per design.`,
  ];
  const slowest = Math.max(...result.results.map((row) => row.p95), result.pool.p95);
  const verdicts = result.results.map((row) => row.passed).join(',') === 'true,true,true,false';
  const ok = slowest < TARGET_MS && verdicts;
  lines.push(
    ok
      ? `slowest p95 ${ms(slowest)} ms: OK`
      : verdicts
        ? `SLOWER THAN ${TARGET_MS} ms: p95 ${ms(slowest)} ms`
        : 'UNEXPECTED VERDICTS: the first three designs should pass and the last fail',
  );
  return { text: lines.join('\n'), ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = reportQrCheck(await benchQrCheck());
  console.log(report.text);
  process.exit(report.ok ? 0 : 1);
}
