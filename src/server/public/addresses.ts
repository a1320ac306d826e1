import { createHmac, timingSafeEqual } from 'node:crypto';
import { QR_PATH } from '../../shared/qr-codes.js';
import type { Config } from '../config.js';

// The public addresses people scan, type and open: a dynamic QR code's own, a feedback form's, a landing page's. Every
// module that shows or encodes one builds it here, so none of them depends on the module that serves it.

/**
 * The origin a dynamic code's address starts with: the dedicated short host when there is one, else the public
 * address. Only the origin: a path of PUBLIC_URL would be case-sensitive, and the codes live at /Q/ of the host.
 */
function qrOrigin(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>): string {
  return new URL(config.shortHost ? config.shortUrlBase : config.publicUrl).origin;
}

/** The address people read and type: `https://scan.example/Q/7KX3P9QA`. */
export function qrShortUrl(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>, code: string): string {
  return `${qrOrigin(config)}/${QR_PATH}/${code}`;
}

/**
 * The address the code carries, all in upper case: scheme and host are case-insensitive and the code is matched in
 * any case, so every character is in the QR alphanumeric set (0–9, A–Z, $%*+-./: and space) — 5.5 bits a character
 * instead of 8, a smaller code that scans from further away (ADR 0009).
 */
export function qrEncodedUrl(config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>, code: string): string {
  return qrShortUrl(config, code).toUpperCase();
}

/** The public form's address: `/f/{id}` on the public URL. */
export function formPublicUrl(config: Pick<Config, 'publicUrl'>, feedbackId: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/f/${encodeURIComponent(feedbackId)}`;
}

// A scan of a feedback code lands on `/f/{id}?qr=<id>.<mac>`: the MAC keeps a visitor from claiming their answer came
// through another code (and from inflating a code's or a location's figures by typing an address).
const SCAN = { purpose: 'feedback-scan', length: 22, max: 128 };

/** `value.mac`: a value signed for one purpose with the server's secret, short enough for an address. */
function signed(secret: string, mark: typeof SCAN, value: string): string {
  const mac = createHmac('sha256', secret).update(`${mark.purpose}:${value}`).digest('base64url');
  return `${value}.${mac.slice(0, mark.length)}`;
}

/** The value of a `value.mac` parameter signed for this purpose, when its MAC is ours; undefined for anything else. */
function readSigned(secret: string, mark: typeof SCAN, given: unknown): string | undefined {
  if (typeof given !== 'string' || given.length > mark.max) return undefined;
  const dot = given.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const actual = Buffer.from(given);
  const expected = Buffer.from(signed(secret, mark, given.slice(0, dot)));
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? given.slice(0, dot) : undefined;
}

/** Where a scan of the code leads: the form's address, carrying the code it came through. */
export function formScanUrl(config: Pick<Config, 'publicUrl' | 'authSecret'>, feedbackId: string, qrId: string) {
  return `${formPublicUrl(config, feedbackId)}?qr=${encodeURIComponent(signed(config.authSecret, SCAN, qrId))}`;
}

/** The code a scan's `qr` parameter names, when its MAC is ours; undefined for anything else. */
export function readScanParameter(config: Pick<Config, 'authSecret'>, value: unknown): string | undefined {
  return readSigned(config.authSecret, SCAN, value);
}

/** A landing page's public address: `/p/{id}` on the public URL (what its QR codes lead to). */
export function pagePublicUrl(config: Pick<Config, 'publicUrl'>, pageId: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/p/${encodeURIComponent(pageId)}`;
}

// A rule or a split variant that sends visitors to this server's own form or page marks the address with its id,
// `?via=<id>.<mac>`, so the form's responses and the page's views count for it too (docs/smart-links.md). The MAC keeps
// a visitor from crediting a variant by typing the address.
const VIA = { purpose: 'route-via', length: 16, max: 64 };
const OWN_PAGE_PATH = /^\/(f|p)\/[^/]+\/?$/;

/** The address marked with the rule or variant that serves it, when it is one of this server's forms or pages. */
export function withRouteMark(config: Pick<Config, 'publicUrl' | 'authSecret'>, url: string, routeId: string): string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  if (target.host !== new URL(config.publicUrl).host || !OWN_PAGE_PATH.test(target.pathname)) return url;
  target.searchParams.set('via', signed(config.authSecret, VIA, routeId));
  return target.href;
}

/** The rule or variant a `via` parameter names, when its MAC is ours; undefined for anything else. */
export function readRouteMark(config: Pick<Config, 'authSecret'>, value: unknown): string | undefined {
  return readSigned(config.authSecret, VIA, value);
}
