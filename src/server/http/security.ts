import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

/**
 * The one inline stylesheet the web app needs: the dialogs and menus (Radix) lock the page's scrolling with a
 * `<style>` that react-remove-scroll-bar writes at run time, measuring the scrollbar it hides — so its text (and
 * any hash of it) changes with the browser, the zoom and the page. `'unsafe-inline'` would let any injected
 * markup style the page too. Instead each response gets a fresh random style nonce: the CSP allows `<style>`
 * elements carrying it, the HTML page carries it in `<meta property="csp-nonce" nonce="…">`, and the app hands it
 * to the library (`get-nonce`'s setNonce). The browser hides a nonce attribute from the page's own CSS and
 * scripts, and the value changes with every load, so injected markup cannot guess it. Scripts stay `'self'` only.
 */
const styleNonces = new WeakMap<ServerResponse, string>();

const styleNonceSource = (_request: unknown, response: ServerResponse): string => {
  const nonce = randomBytes(16).toString('base64');
  styleNonces.set(response, nonce);
  return `'nonce-${nonce}'`;
};

/**
 * The browser features no page of the product uses, denied to every page and to anything framed in one. Left out:
 * geolocation, which the location form's "use my position" asks for on the app's own pages (self); fullscreen,
 * encrypted media and picture-in-picture, which the landing pages' video players are allowed (their iframes'
 * `allow`); clipboard writing, for the copy buttons; xr-spatial-tracking, for the 3D viewer's AR. Only features
 * Chromium recognises are named: it warns about the others.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'interest-cohort=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
].join(', ');

/**
 * Strict security headers. The web app loads only its own scripts and styles (plus the nonce-bearing style above);
 * images may come from https (avatars from Google). HSTS only when the product is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", styleNonceSource],
        // The map tiles' server, when the admin configured one: it may be plain http inside a network.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.mapTiles ? [config.mapTiles.cspSource] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The app may frame its own pages (previews of landing pages); nobody else may frame it.
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // On every answer Fastify gives (the app, the API, public pages, status pages). The fast path's bare 302s go
  // without: a redirect is never a document, so the header would only add bytes to every scan.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_request, reply, payload) => withStyleNonce(reply, payload));
}

/**
 * Puts this response's style nonce into an HTML page sent under our CSP (the app's index.html; a page that sets
 * its own CSP, such as the status pages, is left alone). The page now differs on every load, so it loses its
 * validators: a 304 would bring back a page whose nonce no longer matches the header.
 */
async function withStyleNonce(reply: FastifyReply, payload: unknown): Promise<unknown> {
  const nonce = styleNonces.get(reply.raw);
  const type = reply.getHeader('content-type');
  const policy = reply.getHeader('content-security-policy');
  if (!nonce || typeof type !== 'string' || !type.startsWith('text/html')) return payload;
  if (typeof policy !== 'string' || !policy.includes(`'nonce-${nonce}'`)) return payload;
  const html = await payloadText(payload);
  if (html === null) return payload;
  reply.removeHeader('content-length');
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}

async function payloadText(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}
