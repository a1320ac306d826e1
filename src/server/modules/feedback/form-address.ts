import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/** The public form's address: `/f/{id}` on the public URL. */
export function formPublicUrl(config: Pick<Config, 'publicUrl'>, feedbackId: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/f/${encodeURIComponent(feedbackId)}`;
}

// A scan of a feedback code lands on `/f/{id}?qr=<id>.<mac>`: the MAC keeps a visitor from claiming their answer came
// through another code (and from inflating a code's or a location's figures by typing an address).
const SCAN_MAC_LENGTH = 22;

function scanMac(secret: string, qrId: string): string {
  return createHmac('sha256', secret).update(`feedback-scan:${qrId}`).digest('base64url').slice(0, SCAN_MAC_LENGTH);
}

/** Where a scan of the code leads: the form's address, carrying the code it came through. */
export function formScanUrl(config: Pick<Config, 'publicUrl' | 'authSecret'>, feedbackId: string, qrId: string) {
  return `${formPublicUrl(config, feedbackId)}?qr=${encodeURIComponent(`${qrId}.${scanMac(config.authSecret, qrId)}`)}`;
}

/** The code a scan's `qr` parameter names, when its MAC is ours; undefined for anything else. */
export function readScanParameter(config: Pick<Config, 'authSecret'>, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 128) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const qrId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(scanMac(config.authSecret, qrId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? qrId : undefined;
}
