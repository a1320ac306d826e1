import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../shared/page-content.js';
import { modelViewerStyleSource } from './page-assets.js';
import { embedUrl } from './page-blocks-media.js';
import { safeUrl } from './page-html.js';
import { renderPublicPage, type PublicPageView } from './page-render.js';
import { textOn } from './page-shell.js';

// Written as if the database held them (the schema refuses them on the way in): the page checks again as it draws.
const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/relative',
  'not a url',
];

function view(content: Record<string, unknown>, now = Date.parse('2030-01-01T12:00:00Z')): PublicPageView {
  return {
    id: 'page-1',
    name: 'Page',
    content: { title: 'T', description: '', accent: '#2563eb', ...content } as PageContent,
    media: new Map(),
    platform: 'other',
    now,
  };
}

/** A content of each type with `url` in every address field. */
const withUrl = (url: string): Record<string, unknown>[] => [
  {
    type: 'business-page',
    hours: [],
    address: '',
    phone: '',
    email: '',
    website: url,
    buttons: [{ label: 'Go', url }],
  },
  {
    type: 'social-media',
    profiles: [
      { network: 'x', url },
      { network: 'website', url },
    ],
  },
  { type: 'coupon', code: 'C', expiresOn: '', terms: '', redeemUrl: url },
  {
    type: 'vcard',
    firstName: 'A',
    lastName: '',
    organization: '',
    jobTitle: '',
    phone: '',
    mobile: '',
    email: '',
    website: url,
    street: '',
    city: '',
    postalCode: '',
    region: '',
    country: '',
    note: '',
  },
  { type: 'video', mediaId: '', videoUrl: url },
  { type: 'app', appStoreUrl: url, googlePlayUrl: url },
];

const hrefs = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('drawing a public page', () => {
  it.each(BAD_URLS)('never links %j, in any address field of any type', (url) => {
    for (const content of withUrl(url)) {
      const { html } = renderPublicPage(view(content), 'en');
      expect(html, String(content.type)).not.toMatch(/javascript:|vbscript:|data:text/i);
      for (const href of hrefs(html)) {
        // Our own addresses, the empty icon, and http(s) ones the page was given: nothing else is a link.
        expect(href, String(content.type)).toMatch(/^(data:,$|\/(p|m)\/|https:\/\/)/);
        expect(href).not.toBe(url.trim());
      }
    }
  });

  it('escapes an address that is http(s) but carries quotes and markup', () => {
    const url = 'https://example.com/"onmouseover="alert(1)"><script>x</script>';
    for (const content of withUrl(url)) {
      const { html } = renderPublicPage(view(content), 'en');
      expect(html).not.toContain('"onmouseover=');
      expect(html).not.toContain('<script>x');
    }
  });

  it('checks addresses: http and https only, normalised', () => {
    for (const bad of BAD_URLS) expect(safeUrl(bad), bad).toBeNull();
    expect(safeUrl('https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeUrl('http://example.com')).toBe('http://example.com/');
    expect(safeUrl('')).toBeNull();
  });

  it('embeds only the YouTube and Vimeo players, by the video id', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://youtube.com/shorts/abcdefghijk')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    expect(embedUrl('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    for (const other of [
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(embedUrl(other), other).toBeNull();
    }
    const { csp, html } = renderPublicPage(
      view({ type: 'video', mediaId: '', videoUrl: 'https://vimeo.com/76979871' }),
      'en',
    );
    expect(csp).toContain('frame-src https://player.vimeo.com;');
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/76979871"');
    // No frames elsewhere.
    expect(renderPublicPage(view(withUrl('https://example.com')[0]!), 'en').csp).not.toContain('frame-src');
  });

  it('says a coupon has expired once its last day is over everywhere, and offers it no more', () => {
    const coupon = {
      type: 'coupon',
      code: 'SAVE',
      expiresOn: '2030-01-01',
      terms: '',
      redeemUrl: 'https://example.com/r',
    };
    const lastDay = renderPublicPage(view(coupon, Date.parse('2030-01-02T11:00:00Z')), 'en').html;
    expect(lastDay).toContain('Valid until January 1, 2030');
    expect(lastDay).toContain('https://example.com/r');
    const after = renderPublicPage(view(coupon, Date.parse('2030-01-02T12:00:00Z')), 'de').html;
    expect(after).toContain('Dieser Gutschein ist am 1. Januar 2030 abgelaufen.');
    expect(after).not.toContain('https://example.com/r');
    expect(after).not.toContain('data-copy');
  });

  it('writes the accent text in the colour that reads better on it', () => {
    expect(textOn('#1d4ed8')).toBe('#fff');
    expect(textOn('#000000')).toBe('#fff');
    expect(textOn('#facc15')).toBe('#0f172a');
    expect(textOn('#ffffff')).toBe('#0f172a');
    const { html } = renderPublicPage(
      view({
        type: 'wifi',
        ssid: 'N',
        encryption: 'nopass',
        password: '',
        hidden: false,
        accent: 'red;}body{display:none',
      }),
      'en',
    );
    expect(html).toContain('--a:#2563eb');
  });

  it("allows the 3D viewer's own stylesheet by its hash, and WebAssembly but not eval", () => {
    expect(modelViewerStyleSource()).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const media = new Map([
      ['m1', { id: 'm1', kind: 'model' as const, contentType: 'model/gltf-binary', fileName: 'a.glb', bytes: 10 }],
    ]);
    const page = { ...view({ type: '3d-ar', mediaId: 'm1' }), media };
    const { csp } = renderPublicPage(page, 'en');
    expect(csp).toContain(`${modelViewerStyleSource()}`);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it('frames a PDF, but offers one with actions only to save: a frame would start its download as the page opens', () => {
    const pdf = { id: 'm1', kind: 'pdf' as const, contentType: 'application/pdf', fileName: 'menu.pdf', bytes: 2048 };
    const shown = renderPublicPage({ ...view({ type: 'pdf', mediaId: 'm1' }), media: new Map([['m1', pdf]]) }, 'en');
    expect(shown.html).toContain('<iframe class="pdf" src="/m/m1"');
    const saved = renderPublicPage(
      { ...view({ type: 'pdf', mediaId: 'm1' }), media: new Map([['m1', { ...pdf, downloadOnly: true }]]) },
      'en',
    );
    expect(saved.html).not.toContain('<iframe');
    expect(saved.html).toContain('href="/m/m1" download');
  });
});
