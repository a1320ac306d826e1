// Media benchmark (docs/adr/0011): the production build serving 10 parallel downloads of a 50 MB video at /m/{id}
// while redirects of links not yet cached run, on SQLite and on PostgreSQL; against the same redirects without
// downloads, and beside the same downloads from a bare node:http server (what the clients and the copying cost these
// cores by themselves), in the same run. Reports the redirects' p50/p99 in each, any 503 (redirects or downloads), the
// bytes downloaded, and the server's memory rise (the highest resident memory during the downloads over the one before).
// Targets: redirect p99 under 20 ms, memory rise under 100 MB, no 503.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { onScratchPostgres } from './lib/scratch-postgres.mjs';
import { signUp, startBareFileServer, startProductServer } from './lib/servers.mjs';

const MB = 1024 * 1024;
// The video limit is 50 MB: the largest upload there is.
const VIDEO_BYTES = 50 * MB;
const DOWNLOADS = 10;
const REDIRECTS = Number(process.env.BENCH_MEDIA_REDIRECTS ?? 500);
const REDIRECT_CONNECTIONS = 10;

export async function benchMedia() {
  const results = [await benchOn('SQLite', null)];
  const postgres = await onScratchPostgres('scanlink_bench_media', (url) => benchOn('PostgreSQL', url));
  if (postgres) results.push(postgres);
  return results;
}

async function benchOn(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-media-'));
  const server = await startProductServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const cookie = await signUp(server.url, `media-${Date.now()}@example.com`);
    const headers = { origin: server.url, cookie };
    const video = await upload(server.url, headers, mp4(VIDEO_BYTES));
    const baselineLinks = await createLinks(server.url, headers, REDIRECTS, 'baseline');
    const loadedLinks = await createLinks(server.url, headers, REDIRECTS, 'loaded');
    const bareLinks = await createLinks(server.url, headers, REDIRECTS, 'bare');
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const baseline = await redirectAll(server.url, baselineLinks);
    const rssBefore = rssOf(server.child.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(server.child.pid))), 50);
    const loaded = await redirectsBeside(`${server.url}/m/${video}`, server.url, loadedLinks);
    clearInterval(sampler);
    // The same downloads from a bare server: what the cores lose to the clients and the copying alone.
    const bareServer = await startBareFileServer(VIDEO_BYTES);
    const bare = await redirectsBeside(bareServer.url, server.url, bareLinks).finally(() => bareServer.stop());
    return { label, baseline, loaded: loaded.redirects, downloads: loaded.downloads, bare, rssBefore, rssPeak };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An MP4's `ftyp` box and one `mdat` box padding it to `size` bytes of noise (incompressible, as video is). */
function mp4(size) {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp42')]);
  const mdat = Buffer.alloc(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  for (let at = 8; at + 4 <= mdat.length; at += 4) mdat.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, at);
  return Buffer.concat([ftyp, mdat]);
}

async function upload(url, headers, bytes) {
  const response = await fetch(`${url}/api/media?kind=video&name=film.mp4`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

async function createLinks(url, headers, count, prefix) {
  const hashes = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${url}/api/links`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${prefix} ${index}`, url: `https://example.com/${prefix}/${index}` }),
    });
    if (!response.ok) throw new Error(`link: ${response.status} ${await response.text()}`);
    hashes.push((await response.json()).hash);
  }
  return hashes;
}

/** The redirects of `hashes` while DOWNLOADS downloads of `downloadUrl` run, and what the downloads got. */
async function redirectsBeside(downloadUrl, url, hashes) {
  // The downloads run on a thread of their own: on this one their reading would delay the redirects' timings.
  const downloader = new Worker(new URL(import.meta.url), { workerData: { url: downloadUrl } });
  const downloadsDone = new Promise((resolve, reject) => {
    downloader.once('message', resolve);
    downloader.once('error', reject);
  });
  // The downloads under way before the redirects start.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const redirects = await redirectAll(url, hashes);
  downloader.postMessage('stop');
  const downloaded = await downloadsDone;
  await downloader.terminate();
  return {
    redirects,
    downloads: {
      bytes: downloaded.reduce((sum, one) => sum + one.bytes, 0),
      complete: downloaded.reduce((sum, one) => sum + one.complete, 0),
      failed: downloaded.flatMap((one) => one.failed),
    },
  };
}

/**
 * Each link's redirect once (none cached yet), REDIRECT_CONNECTIONS at a time on kept-alive connections: latencies
 * and statuses. node:http rather than fetch, whose own cost on these cores was most of a redirect's time.
 */
async function redirectAll(url, hashes) {
  const queue = [...hashes];
  const latencies = [];
  const statuses = {};
  const agent = new Agent({ keepAlive: true, maxSockets: REDIRECT_CONNECTIONS });
  const redirect = (hash) =>
    new Promise((resolve, reject) => {
      get(`${url}/r/${hash}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      }).on('error', reject);
    });
  await Promise.all(
    Array.from({ length: REDIRECT_CONNECTIONS }, async () => {
      for (let hash = queue.shift(); hash; hash = queue.shift()) {
        const started = performance.now();
        const status = await redirect(hash);
        latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies.at(-1), statuses };
}

/**
 * Downloads the whole file again and again while `going()`, reading the body as it comes and keeping none of it;
 * with node:http, which costs the shared cores less than fetch's streams.
 */
async function downloadWhile(url, going) {
  let bytes = 0;
  let complete = 0;
  const failed = [];
  while (going()) {
    const outcome = await new Promise((resolve) => {
      get(url, (response) => {
        let received = 0;
        response.on('data', (chunk) => (received += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, received }));
        response.on('error', (error) => resolve({ error }));
      }).on('error', (error) => resolve({ error }));
    });
    if (outcome.error) failed.push(outcome.error.message);
    else if (outcome.status !== 200) failed.push(outcome.status);
    else {
      bytes += outcome.received;
      if (outcome.received === VIDEO_BYTES) complete += 1;
      else failed.push(`cut at ${outcome.received}`);
    }
  }
  return { bytes, complete, failed };
}

// The downloader thread: DOWNLOADS downloads, each again and again until told to stop; then the totals.
if (!isMainThread && workerData?.url) {
  let running = true;
  parentPort.once('message', () => (running = false));
  const downloads = await Promise.all(
    Array.from({ length: DOWNLOADS }, () => downloadWhile(workerData.url, () => running)),
  );
  parentPort.postMessage(downloads);
}

/** Resident memory of a process, in MB. */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

export function reportMedia(results) {
  const ms = (value) => value.toFixed(1);
  const lines = [
    `| database | redirects alone p50 / p99 ms | beside ${DOWNLOADS} downloads p50 / p99 ms | beside as many from a bare server p50 / p99 ms | redirect answers | downloads (complete, MB) | 503 or failed downloads | memory before → peak MB (rise) |`,
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  let ok = true;
  for (const result of results) {
    const statuses = Object.entries(result.loaded.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    const rise = result.rssPeak - result.rssBefore;
    lines.push(
      `| ${result.label} | ${ms(result.baseline.p50)} / ${ms(result.baseline.p99)} | ${ms(result.loaded.p50)} / ${ms(result.loaded.p99)} | ${ms(result.bare.redirects.p50)} / ${ms(result.bare.redirects.p99)} (${(result.bare.downloads.bytes / MB).toFixed(0)} MB) | ${statuses} | ${result.downloads.complete}, ${(result.downloads.bytes / MB).toFixed(0)} | ${result.downloads.failed.length} | ${result.rssBefore.toFixed(0)} → ${result.rssPeak.toFixed(0)} (+${rise.toFixed(0)}) |`,
    );
    const non302 = result.loaded.count - (result.loaded.statuses[302] ?? 0);
    ok &&= result.loaded.p99 < 20 && rise < 100 && non302 === 0 && result.downloads.failed.length === 0;
  }
  lines.push('', 'Targets: redirect p99 beside the downloads under 20 ms, memory rise under 100 MB, no 503.');
  return { text: lines.join('\n'), ok };
}
