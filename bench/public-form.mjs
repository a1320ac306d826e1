// Public form benchmark (docs/product.md, Qualities): the production build on SQLite serving GET /f/{id} — a form of
// four questions (rating, NPS, a choice, a text), each load rendered anew with its own signed token — under 50
// connections, against a bare node:http server answering the same bytes from memory, in the same run. Then the page's
// bytes on the wire: as sent to a browser that accepts brotli, gzip, or nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPost, freePort, signUp, startProductServer } from './lib/servers.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LANGUAGES = ['en-GB,en;q=0.9', 'de-DE,de;q=0.9', 'tr-TR,tr;q=0.9', 'fi', 'ru-RU,ru;q=0.8,en;q=0.5'];

function pageScript(file, pagePath) {
  writeFileSync(
    file,
    `
local languages = {${LANGUAGES.map((language) => `"${language}"`).join(',')}}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) counter = 0 failed = 0 end
function request()
  counter = counter + 1
  return wrk.format("GET", "${pagePath}", { ["Accept-Language"] = languages[counter % #languages + 1], ["Accept-Encoding"] = "br, gzip" })
end
function response(status, headers, body) if status ~= 200 then failed = failed + 1 end end
function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("failed") end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"human":0,"other":0,"non302":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max, bad, errors))
end
`,
  );
  return file;
}

/**
 * The same page's bytes answered from memory by bare node:http in a process of its own (wrk runs synchronously here,
 * so a server in this process could not answer), compressed as the product sends them.
 */
export async function startBarePage(file, encoding) {
  const port = await freePort();
  const code =
    `const body = require('node:fs').readFileSync(${JSON.stringify(file)});` +
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ` +
    `'content-encoding': '${encoding}', 'content-length': body.length }); s.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (
    let waited = 0;
    !(await fetch(url).then(
      () => true,
      () => false,
    ));
    waited += 100
  ) {
    if (child.exitCode !== null || waited > 30_000) {
      throw new Error(`the bare page server did not start (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

/** The bytes of the page's body as they travel (not decoded), for a browser accepting `encoding`. */
export function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': encoding, 'accept-language': 'de' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
    });
    request.on('error', reject);
  });
}

export async function benchPublicForm() {
  ensureWrk();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-form-'));
  try {
    const product = await startProductServer({ DATA_DIR: dataDir });
    const cookie = await signUp(product.url, `bench-form-${Date.now()}@example.com`);
    const form = await apiPost(product.url, cookie, '/api/feedback', {
      name: 'How was your visit?',
      description: 'Two minutes, four questions. Thank you!',
    });
    for (const question of [
      { text: 'How would you rate your meal?', type: 'rating', required: true },
      { text: 'How likely are you to recommend us to a friend?', type: 'nps', required: true },
      { text: 'What did you have?', type: 'multiple_choice', options: ['Starter', 'Main course', 'Dessert', 'Drinks'] },
      { text: 'Anything we could do better?', type: 'textarea' },
    ]) {
      await apiPost(product.url, cookie, '/api/questions', { feedbackId: form.id, ...question });
    }
    const pagePath = `/f/${form.id}`;
    const page = `${product.url}${pagePath}`;
    const sizes = {};
    for (const encoding of ['br', 'gzip', 'identity']) sizes[encoding] = await wireBytes(page, encoding);
    const html = await (await fetch(page, { headers: { 'accept-language': 'de' } })).text();
    const script = pageScript(path.join(dataDir, 'form.lua'), pagePath);
    runWrk(product.url, script, { seconds: 3 });
    const measured = runWrk(product.url, script, { seconds: SECONDS });
    await product.stop();

    const bareBody = path.join(dataDir, 'page.br');
    writeFileSync(bareBody, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    const bare = await startBarePage(bareBody, 'br');
    runWrk(bare.url, pageScript(path.join(dataDir, 'bare.lua'), '/'), { seconds: 3 });
    const baseline = runWrk(bare.url, pageScript(path.join(dataDir, 'bare.lua'), '/'), { seconds: SECONDS });
    await bare.stop();
    return { measured, baseline, ratio: measured.rps / baseline.rps, sizes };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportPublicForm(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const row = (label, run) =>
    `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} | ${ms(run.maxUs)} |`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    '| server, 50 connections | req/s | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('bare node:http, the same page from memory (brotli)', result.baseline),
    row('Scanlink GET /f/{id}, rendered per load with a signed token', result.measured),
    '',
    `ratio ${result.ratio.toFixed(2)} · p99 ${ms(result.measured.p99Us)} ms · non-200 answers ${result.measured.non302}, socket errors ${result.measured.socketErrors}`,
    `bytes on the wire (German, four questions): ${kb(result.sizes.br.bytes)} (${result.sizes.br.encoding}), ${kb(result.sizes.gzip.bytes)} (${result.sizes.gzip.encoding}), ${kb(result.sizes.identity.bytes)} uncompressed (target < 30 KB); no other request: the styles and the one script are inline`,
  ];
  const ok = result.measured.non302 === 0 && result.sizes.identity.bytes < 30 * 1024;
  return { text: lines.join('\n'), ok };
}
