// Landing pages fetched in new languages while redirects run (part of BENCH=public-page): 1,000 published pages, asked
// for by 8 clients each in a language not yet rendered (page after page, then the next language: every request a
// render), while 8 scanners follow one short link with a pause of 10 ms each. The redirect latency is compared
// against the same scanners without the pages, in the same run; the server's memory (RSS) is read before, at the end
// of the load and once the cache's lifetime (60 s) and a sweep (10 s) have passed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPost, signUp, startProductServer } from './lib/servers.mjs';
import { runWrk } from './lib/wrk.mjs';

const PAGES = 1_000;
// Browser tags of the twelve languages (Estonian and Swedish are the product's ee and se).
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'et', 'tr', 'ru', 'fi', 'sv'];
const SECONDS = Number(process.env.BENCH_PAGE_CHURN_SECONDS ?? 20);
const LIFETIME_WAIT_MS = 60_000 + 10_000 + 5_000;

const resultLine = (ok) => `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("failed") end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"failed":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max, bad, errors))
end
function response(status, headers, body) if status ~= ${ok} then failed = failed + 1 end end
`;

function redirectScript(file, hash) {
  writeFileSync(
    file,
    `${resultLine(302)}
function init(args) failed = 0 end
function request() return wrk.format("GET", "/r/${hash}", { ["User-Agent"] = "Mozilla/5.0 (iPhone) Mobile Safari" }) end
function delay() return 10 end
`,
  );
  return file;
}

function pagesScript(file, ids) {
  writeFileSync(
    file,
    `${resultLine(200)}
local ids = {${ids.map((id) => `"${id}"`).join(',')}}
local languages = {${LANGUAGES.map((language) => `"${language}"`).join(',')}}
function init(args) failed = 0 counter = 0 end
function request()
  local page = ids[counter % #ids + 1]
  local language = languages[math.floor(counter / #ids) % #languages + 1]
  counter = counter + 1
  return wrk.format("GET", "/p/" .. page, { ["Accept-Language"] = language, ["Accept-Encoding"] = "br, gzip", ["User-Agent"] = "Mozilla/5.0 (Linux; Android 14) Mobile" })
end
`,
  );
  return file;
}

/** wrk in the background (runWrk waits for its wrk): the page load runs beside the measured redirects. */
function startWrk(url, script, { seconds, connections }) {
  const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      const line = output.split('\n').find((entry) => entry.startsWith('WRK_RESULT '));
      if (!line) reject(new Error(`wrk printed no result:\n${output}`));
      else resolve(JSON.parse(line.slice('WRK_RESULT '.length)));
    });
  });
}

function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A realistic page of a few KB, different per page (its name), so no two renders are alike. */
function businessPage(index) {
  return {
    type: 'business-page',
    title: `Bakery ${index}`,
    description: 'Fresh bread every morning since 1952. Come and say hello, we bake until the afternoon.',
    accent: '#0f766e',
    hours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, opens: '07:00', closes: '18:00' })),
    address: `Aleksanterinkatu ${index}, 00100 Helsinki`,
    phone: '+358 40 123 4567',
    email: 'hello@lumi.example',
    website: 'https://lumi.example',
    buttons: [{ label: 'See the menu', url: 'https://lumi.example/menu' }],
  };
}

export async function benchPageChurn(dataDir) {
  mkdirSync(path.join(dataDir, 'churn'), { recursive: true });
  const product = await startProductServer({ DATA_DIR: path.join(dataDir, 'churn') });
  try {
    const cookie = await signUp(product.url, `bench-churn-${Date.now()}@example.com`);
    const link = await apiPost(product.url, cookie, '/api/links', { name: 'scan', url: 'https://example.com/scan' });
    const ids = [];
    for (let start = 0; start < PAGES; start += 8) {
      const batch = Array.from({ length: Math.min(8, PAGES - start) }, (_, offset) => start + offset);
      const created = await Promise.all(
        batch.map((index) =>
          apiPost(product.url, cookie, '/api/pages', {
            name: `Page ${index}`,
            typeId: 'business-page',
            content: businessPage(index),
            published: true,
          }),
        ),
      );
      ids.push(...created.map((page) => page.id));
    }
    const redirects = redirectScript(path.join(dataDir, 'churn-redirect.lua'), link.hash);
    runWrk(product.url, redirects, { seconds: 3, connections: 8 });
    const alone = runWrk(product.url, redirects, { seconds: SECONDS, connections: 8 });
    await pause(2_000);
    const startRss = rssOf(product.child.pid);

    const pageLoad = startWrk(product.url, pagesScript(path.join(dataDir, 'churn-pages.lua'), ids), {
      seconds: SECONDS,
      connections: 8,
    });
    const beside = runWrk(product.url, redirects, { seconds: SECONDS, connections: 8 });
    const pages = await pageLoad;
    const loadedRss = rssOf(product.child.pid);
    await pause(LIFETIME_WAIT_MS);
    const afterRss = rssOf(product.child.pid);
    return {
      alone,
      beside,
      pages: { ...pages, rps: pages.requests / (pages.durationUs / 1e6) },
      startRss,
      loadedRss,
      afterRss,
    };
  } finally {
    await product.stop();
  }
}

export function reportPageChurn(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const row = (label, run) =>
    `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} | ${ms(run.maxUs)} | ${run.failed} |`;
  const mb = (value) => `${value.toFixed(0)} MB`;
  const lines = [
    `| 8 clients, ${SECONDS} s each | req/s | p50 ms | p99 ms | max ms | failed |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('redirects alone (10 ms pause per client)', result.alone),
    row('redirects while pages render', result.beside),
    row(`pages, ${PAGES} × ${LANGUAGES.length} languages, each a new render`, result.pages),
    '',
    `memory (RSS): ${mb(result.startRss)} before, ${mb(result.loadedRss)} after the pages, ${mb(result.afterRss)} after the lifetime (60 s) and a sweep`,
    `redirect p99 beside the pages ${ms(result.beside.p99Us)} ms (target < 20), ${(result.beside.p99Us / result.alone.p99Us).toFixed(2)}× alone; memory after the lifetime ${mb(result.afterRss - result.startRss)} above the start (target < 50 MB)`,
  ];
  const ok =
    result.beside.p99Us < 20_000 &&
    result.afterRss - result.startRss < 50 &&
    result.beside.failed === 0 &&
    result.pages.failed === 0;
  return { text: lines.join('\n'), ok };
}
