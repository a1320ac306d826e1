import { describe, expect, it } from 'vitest';
import type { PageTypeId } from '../../../shared/catalogues.js';
import { buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { IPHONE_UA, WINDOWS_CHROME_UA } from '../../test/links.js';
import { buildPage, sampleContent, type SampleRefs } from '../../test/pages.js';
import { buildSamplePage, buildSampleRefs, openPage, PAGE_TYPE_IDS } from '../../test/public-pages.js';

const server = useTestServer();
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let shared: { owner: BuiltWorkspace; refs: SampleRefs } | undefined;
/** One workspace with an upload of each kind and a form, for the tests that only read pages. */
async function sharedOwner() {
  if (!shared) {
    const owner = await buildWorkspace(server());
    shared = { owner, refs: await buildSampleRefs(server(), owner) };
  }
  return shared;
}

/** What each type's page must show (in Finnish, the language these tests ask for). */
const SHOWS: Record<PageTypeId, (id: string, refs: SampleRefs) => (string | RegExp)[]> = {
  'business-page': () => [
    'maanantai',
    'tiistai',
    'Suljettu',
    'href="tel:+358401234567"',
    'href="mailto:hello@example.com"',
    'Aukioloajat',
    'href="https://example.com/menu"',
  ],
  'social-media': () => [
    'href="https://instagram.com/example"',
    '>Instagram<',
    '>X<',
    '>Verkkosivusto<',
    '<svg class="ico"',
  ],
  coupon: () => ['id="coupon-code"', 'data-copy="coupon-code"', 'Voimassa', '2999', 'href="https://example.com/r"'],
  vcard: (id) => [
    `href="/p/${id}/contact.vcf" download`,
    'Lisää yhteystietoihin',
    'href="tel:+358407654321"',
    'href="mailto:ada@example.com"',
  ],
  feedback: (_id, refs) => [`action="/f/${refs.feedbackId}"`, /name="token" value="[^"]+"/, 'How was it?', 'Lähetä'],
  rating: (_id, refs) => [`action="/f/${refs.feedbackId}"`, 'class="stars"'],
  video: (_id, refs) => [
    '<video controls preload="metadata" playsinline>',
    `src="/m/${refs.video}" type="video/mp4"`,
    'Lataa video',
  ],
  event: (id) => [`href="/p/${id}/event.ics" download`, 'Lisää kalenteriin', 'kesäkuuta 2030', '13.00', '17.30'],
  pdf: (_id, refs) => [`<iframe class="pdf" src="/m/${refs.pdf}"`, 'Lataa PDF', 'Avaa PDF'],
  app: () => [
    'href="https://apps.apple.com/app/id123456"',
    'href="https://play.google.com/store/apps/details?id=com.example"',
    'Lataa App Storesta',
  ],
  images: (_id, refs) => [`<img src="/m/${refs.image}"`, 'loading="lazy"', 'Kuva 2/2'],
  wifi: () => ['id="wifi-ssid"', 'id="wifi-password"', 'WPA/WPA2', 'Kopioi'],
  '3d-ar': (_id, refs) => [
    `<model-viewer src="/m/${refs.model}"`,
    '<script type="module" src="/p-assets/model-viewer.js?v=',
    '<noscript>',
    'Lataa 3D-malli',
  ],
};

describe('the public landing page', () => {
  it.each(PAGE_TYPE_IDS)('shows a %s page, in the visitor language, in under 30 KB', async (type) => {
    const { owner, refs } = await sharedOwner();
    const page = await buildSamplePage(server(), owner, refs, type, 'Plain words');
    const opened = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.5' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = opened.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(opened.html).toContain('<html lang="fi">');
    expect(opened.html).toContain('<h1>Plain words</h1>');
    expect(opened.html).toContain('--a:#0f766e');
    for (const shown of SHOWS[type](page.id, refs)) {
      if (typeof shown === 'string') expect(opened.html, shown).toContain(shown);
      else expect(opened.html).toMatch(shown);
    }
    expect(opened.bytes).toBeLessThan(30 * 1024);
    // Every inline script is one the CSP names by its hash; no other script runs.
    const scripts = [...opened.html.matchAll(/<script>/g)].length;
    expect(
      (csp.match(/script-src ([^;]*)/)?.[1] ?? '').split(' ').filter((s) => s.startsWith("'sha256-")),
    ).toHaveLength(scripts);
  });

  it('puts the visitor platform store first on an app page, and says the answer depends on it', async () => {
    const { owner, refs } = await sharedOwner();
    const page = await buildSamplePage(server(), owner, refs, 'app', 'Our app');
    const order = (html: string) =>
      [...html.matchAll(/<a class="(btn(?: alt)?)" href="https:\/\/(apps\.apple|play\.google)/g)].map(
        (m) => `${m[2]}:${m[1]}`,
      );
    const iphone = await openPage(server(), `/p/${page.id}`, { 'user-agent': IPHONE_UA });
    expect(order(iphone.html)).toEqual(['apps.apple:btn', 'play.google:btn alt']);
    expect(iphone.headers.get('vary')).toContain('User-Agent');
    const android = await openPage(server(), `/p/${page.id}`, { 'user-agent': ANDROID_UA });
    expect(order(android.html)).toEqual(['play.google:btn', 'apps.apple:btn alt']);
    const desktop = await openPage(server(), `/p/${page.id}`, { 'user-agent': WINDOWS_CHROME_UA });
    expect(order(desktop.html)).toEqual(['apps.apple:btn', 'play.google:btn']);
    // Kept per platform: the iPhone's order is still the iPhone's after the others were served.
    expect(order((await openPage(server(), `/p/${page.id}`, { 'user-agent': IPHONE_UA })).html)[0]).toBe(
      'apps.apple:btn',
    );
  });

  it('speaks the visitor language: the locale cookie, then the browser languages, then the default', async () => {
    const { owner, refs } = await sharedOwner();
    const page = await buildSamplePage(server(), owner, refs, 'wifi', 'Guest network');
    const lang = async (headers: Record<string, string>) =>
      /<html lang="([^"]+)"/.exec((await openPage(server(), `/p/${page.id}`, headers)).html)?.[1];
    expect(await lang({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('de');
    expect(await lang({ 'accept-language': 'ja, sv;q=0.8' })).toBe('sv');
    expect(await lang({ 'accept-language': 'ja' })).toBe(server().config.defaultLocale);
    expect(await lang({ 'accept-language': 'de', cookie: 'locale=ru' })).toBe('ru');
    const german = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'de' });
    expect(german.html).toContain('Passwort');
    expect(german.headers.get('vary')).toContain('Accept-Language');
  });

  it('no longer shows a page whose type the admin switched off', async () => {
    const { owner, refs } = await sharedOwner();
    const { db, dialect } = server().database;
    const setActive = (active: boolean) =>
      db
        .updateTable('page_type')
        .set({ active: dialect.bool(active) })
        .where('id', '=', 'images')
        .execute();
    await setActive(false);
    try {
      const page = await buildSamplePage(server(), owner, refs, 'images', 'Gallery');
      const opened = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
      expect(opened.status).toBe(404);
      expect(opened.html).toContain('This page is not published');
    } finally {
      await setActive(true);
    }
  });

  it('says an unpublished page is not published, and a deleted or unknown one does not exist, translated', async () => {
    const { owner, refs } = await sharedOwner();
    const draft = await buildPage(server(), owner, sampleContent('coupon', 'Secret deal', refs), { published: false });
    const unpublished = await openPage(server(), `/p/${draft.id}`, { 'accept-language': 'es' });
    expect(unpublished.status).toBe(404);
    expect(unpublished.html).toContain('Esta página no está publicada');
    expect(unpublished.html).not.toContain('Secret deal');
    expect(unpublished.headers.get('cache-control')).toBe('no-store');
    // The message pages set their own policy too (the app's is not built for /p/).
    expect(unpublished.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);

    const page = await buildSamplePage(server(), owner, refs, 'coupon', 'Soon gone');
    expect((await openPage(server(), `/p/${page.id}`)).status).toBe(200);
    // Through the API, which tells every node to drop the page.
    expect((await owner.client.delete(`/api/pages/${page.id}`)).status).toBe(204);
    const gone = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'fi' });
    expect([gone.status, gone.html.includes('Tätä sivua ei ole olemassa')]).toEqual([404, true]);

    for (const id of ['x'.repeat(100), 'a%00', '%00', 'nope', '..%2Fapi']) {
      const unknown = await openPage(server(), `/p/${id}`, { 'accept-language': 'en' });
      expect(unknown.status, id).toBe(404);
      expect(unknown.html).toContain('This page does not exist');
    }
  });
});
