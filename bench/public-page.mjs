// Public landing page benchmark (docs/product.md, Qualities): the production build on SQLite serving GET /p/{id} — a
// vCard page, in five languages, to phones that accept brotli and gzip, each visit counted as a view — under 50
// connections, against a bare node:http server answering the same brotli bytes from memory, in the same run. Then
// the bytes on the wire of a realistic page of each of the 13 types: uncompressed, gzip and brotli; and last, pages
// fetched in new languages while redirects run (public-page-churn.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import sharp from 'sharp';
import { apiPost, signUp, startProductServer } from './lib/servers.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';
import { startBarePage, wireBytes } from './public-form.mjs';
import { benchPageChurn, reportPageChurn } from './public-page-churn.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LANGUAGES = ['en-GB,en;q=0.9', 'de-DE,de;q=0.9', 'tr-TR,tr;q=0.9', 'fi', 'ru-RU,ru;q=0.8,en;q=0.5'];
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

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
  return wrk.format("GET", "${pagePath}", { ["Accept-Language"] = languages[counter % #languages + 1], ["Accept-Encoding"] = "br, gzip", ["User-Agent"] = "${PHONE}" })
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

/** Small real files of each kind a page shows, judged by their bytes on upload. */
async function uploads(url, cookie) {
  const upload = async (kind, name, bytes) => {
    const response = await fetch(`${url}/api/media?kind=${kind}&name=${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', origin: url, cookie },
      body: bytes,
    });
    if (!response.ok) throw new Error(`upload ${kind}: ${response.status} ${await response.text()}`);
    return (await response.json()).id;
  };
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp42')]);
  const gltf = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }).padEnd(28, ' '));
  const glb = Buffer.alloc(12 + 8 + gltf.length);
  glb.write('glTF', 0);
  glb.writeUInt32LE(2, 4);
  glb.writeUInt32LE(glb.length, 8);
  glb.writeUInt32LE(gltf.length, 12);
  glb.writeUInt32LE(0x4e4f534a, 16);
  gltf.copy(glb, 20);
  return {
    images: [await upload('image', 'a.jpg', photo), await upload('image', 'b.jpg', photo)],
    video: await upload('video', 'clip.mp4', Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8, ...Buffer.from('mdat')])])),
    pdf: await upload(
      'pdf',
      'menu.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    ),
    model: await upload('model', 'box.glb', glb),
  };
}

/** A page of each type as a small business would fill it in. */
function contents(media, feedbackId) {
  const description = 'Fresh bread every morning since 1952. Come and say hello.';
  const accent = '#0f766e';
  const common = { title: 'Bakery Lumi', description, accent };
  return {
    'business-page': {
      ...common,
      hours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, opens: '07:00', closes: '18:00' })),
      address: 'Aleksanterinkatu 12, 00100 Helsinki',
      phone: '+358 40 123 4567',
      email: 'hello@lumi.example',
      website: 'https://lumi.example',
      buttons: [{ label: 'See the menu', url: 'https://lumi.example/menu' }],
    },
    'social-media': {
      ...common,
      profiles: ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'website'].map((network) => ({
        network,
        url: `https://${network}.example/lumi`,
      })),
    },
    coupon: {
      ...common,
      code: 'LUMI-20',
      expiresOn: '2030-05-31',
      terms: 'One per customer.',
      redeemUrl: 'https://lumi.example/r',
    },
    vcard: {
      ...common,
      title: 'Aino Virtanen',
      firstName: 'Aino',
      lastName: 'Virtanen',
      organization: 'Bakery Lumi',
      jobTitle: 'Head baker',
      phone: '+358 9 123 456',
      mobile: '+358 40 765 4321',
      email: 'aino@lumi.example',
      website: 'https://lumi.example/aino',
      street: 'Aleksanterinkatu 12',
      city: 'Helsinki',
      postalCode: '00100',
      country: 'Finland',
    },
    feedback: { ...common, feedbackId },
    rating: { ...common, feedbackId },
    video: { ...common, mediaId: media.video },
    event: {
      ...common,
      place: 'Esplanadi park, Helsinki',
      startsAt: '2030-06-12T10:00:00+03:00',
      endsAt: '2030-06-12T18:00:00+03:00',
      timeZone: 'Europe/Helsinki',
    },
    pdf: { ...common, mediaId: media.pdf },
    app: {
      ...common,
      appStoreUrl: 'https://apps.apple.com/app/id1',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=lumi',
    },
    images: { ...common, images: media.images.map((mediaId, index) => ({ mediaId, caption: `Bake ${index + 1}` })) },
    wifi: { ...common, ssid: 'Lumi-Guest', encryption: 'WPA', password: 'sourdough2030' },
    '3d-ar': { ...common, mediaId: media.model },
  };
}

export async function benchPublicPage() {
  ensureWrk();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-page-'));
  try {
    const product = await startProductServer({ DATA_DIR: dataDir });
    const cookie = await signUp(product.url, `bench-page-${Date.now()}@example.com`);
    const form = await apiPost(product.url, cookie, '/api/feedback', { name: 'How was your visit?' });
    await apiPost(product.url, cookie, '/api/questions', { feedbackId: form.id, text: 'Your meal?', type: 'rating' });
    const media = await uploads(product.url, cookie);
    const pages = {};
    for (const [typeId, content] of Object.entries(contents(media, form.id))) {
      const body = { name: `${typeId} page`, typeId, content: { type: typeId, ...content }, published: true };
      pages[typeId] = (await apiPost(product.url, cookie, '/api/pages', body)).id;
    }
    const sizes = {};
    for (const [typeId, id] of Object.entries(pages)) {
      sizes[typeId] = {};
      for (const encoding of ['br', 'gzip', 'identity']) {
        sizes[typeId][encoding] = await wireBytes(`${product.url}/p/${id}`, encoding);
      }
    }
    const pagePath = `/p/${pages.vcard}`;
    const html = await (await fetch(`${product.url}${pagePath}`, { headers: { 'accept-language': 'de' } })).text();
    const script = pageScript(path.join(dataDir, 'page.lua'), pagePath);
    runWrk(product.url, script, { seconds: 3 });
    const measured = runWrk(product.url, script, { seconds: SECONDS });
    await product.stop();

    const bareBody = path.join(dataDir, 'page.br');
    writeFileSync(bareBody, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    const bare = await startBarePage(bareBody, 'br');
    const bareScript = pageScript(path.join(dataDir, 'bare.lua'), '/');
    runWrk(bare.url, bareScript, { seconds: 3 });
    const baseline = runWrk(bare.url, bareScript, { seconds: SECONDS });
    await bare.stop();
    const churn = await benchPageChurn(dataDir);
    return { measured, baseline, ratio: measured.rps / baseline.rps, sizes, churn };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportPublicPage(result) {
  const churn = reportPageChurn(result.churn);
  const ms = (us) => (us / 1000).toFixed(2);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (label, run) =>
    `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} | ${ms(run.maxUs)} |`;
  const lines = [
    '| server, 50 connections | req/s | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('bare node:http, the same page from memory (brotli)', result.baseline),
    row('Scanlink GET /p/{id} (vCard), kept rendered, views counted', result.measured),
    '',
    `ratio ${result.ratio.toFixed(2)} · p99 ${ms(result.measured.p99Us)} ms · non-200 answers ${result.measured.non302}, socket errors ${result.measured.socketErrors}`,
    '',
    '| page type | brotli | gzip | uncompressed |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(result.sizes).map(
      ([type, size]) => `| ${type} | ${kb(size.br.bytes)} | ${kb(size.gzip.bytes)} | ${kb(size.identity.bytes)} |`,
    ),
    '',
    'Bytes before media (target < 30 KB uncompressed); the 3D page then loads the viewer (model-viewer, once, kept a year).',
    '',
    churn.text,
  ];
  const largest = Math.max(...Object.values(result.sizes).map((size) => size.identity.bytes));
  return { text: lines.join('\n'), ok: result.measured.non302 === 0 && largest < 30 * 1024 && churn.ok };
}
