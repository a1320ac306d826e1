// Lighthouse on the production build (docs/product.md, Qualities: performance at least 95 on the mobile preset):
// /sign-in as a visitor and / (the dashboard) signed in, each run LIGHTHOUSE_RUNS times (default 3) in Debian's
// Chromium; the median run's scores are reported, with what the dashboard's first load moved on the wire.
// Run alone with `node bench/lighthouse.mjs`, or as a step of `npm run bench` (BENCH=lighthouse).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, signUp, startProductServer } from './lib/servers.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 95;
// A directory to keep every run's full report in (JSON, opens in the Lighthouse viewer).
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;

export async function benchLighthouse() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-lighthouse-'));
  const server = await startProductServer({ DATA_DIR: dataDir });
  const chromium = await startChromium();
  try {
    const cookie = await signUp(server.url, `lighthouse-${Date.now()}@example.com`);
    const pages = [
      { name: 'sign-in (/sign-in)', url: `${server.url}/sign-in`, headers: {} },
      { name: 'dashboard (/, signed in)', url: `${server.url}/`, headers: { cookie } },
    ];
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page.url, page.headers, chromium.port));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({
        name: page.name,
        median: runs[Math.floor(runs.length / 2)],
        performances: runs.map((r) => r.scores.performance),
      });
    }
    return results;
  } finally {
    await chromium.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One Lighthouse navigation with the default (mobile) settings: simulated slow 4G and a 4× slower CPU. */
async function audit(url, extraHeaders, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (SAVE_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const wire = (type) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scores,
    // How fast this machine was during the run (Lighthouse's own measure; a desktop is about 1,500–2,000).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    },
    wire: {
      script: wire('Script'),
      stylesheet: wire('Stylesheet'),
      total: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    },
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
      .map((item) => item.id),
  };
}

export function reportLighthouse(results) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  const lines = [];
  let ok = true;
  for (const { name, median, performances } of results) {
    const { scores, metrics, wire, failing } = median;
    ok &&= scores.performance >= TARGET;
    lines.push(
      `${name}: performance ${scores.performance} (runs: ${performances.join(', ')}), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
      `  FCP ${ms(metrics.fcp)}, LCP ${ms(metrics.lcp)}, TBT ${Math.round(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)} (machine's benchmark index ${Math.round(median.benchmarkIndex)})`,
      `  on the wire: JavaScript ${kb(wire.script)}, CSS ${kb(wire.stylesheet)}, everything ${kb(wire.total)}`,
    );
    if (failing.length) lines.push(`  audits below 90: ${failing.join(', ')}`);
  }
  if (!ok) lines.push(`performance under ${TARGET} on the mobile preset`);
  return { ok, text: lines.join('\n') };
}

/** Debian's Chromium, headless, with a DevTools port Lighthouse drives. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'scanlink-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${CHROMIUM} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = reportLighthouse(await benchLighthouse());
  console.log(report.text);
  process.exitCode = report.ok ? 0 : 1;
}
