import { isWebUrl } from '../../../shared/links.js';
import type { SmartDestination } from '../../../shared/smart-links.js';
import { withCampaignUtm } from '../../../shared/utm.js';
import { QR_CODE_PATTERN } from '../../../shared/qr-codes.js';

/**
 * What the redirect needs to answer a code, whatever owns it: a link (by its code or a former one), or a dynamic QR
 * code (by its own code, leading to a link or to an address of its own), with what the click counts for.
 */
export interface RedirectTarget {
  /** The link the click counts for; null for a QR code that leads to an address of its own. */
  linkId: string | null;
  workspaceId: string;
  /** The code the request came in by, stored with the click. */
  hash: string;
  url: string;
  expiresAt: number | null;
  fallbackUrl: string | null;
  forwardQuery: boolean;
  qrId: string | null;
  campaignId: string | null;
  locationId: string | null;
  /** The landing page or the feedback form a QR code leads to (its redirect goes there), else null. */
  pageId: string | null;
  formId: string | null;
  /**
   * A deleted QR code or link, or a code whose link is gone: its printed copies get a page saying it is no longer
   * active.
   */
  inactive: boolean;
  /**
   * Targeting rules and the A/B split (docs/smart-links.md): a QR code's own rules before those of the link it leads
   * to, its own split else the link's; null when there are none.
   */
  smart: SmartDestination | null;
  /** The password in front of the target (a QR code's own, else its link's): whose it is and its scrypt; else null. */
  lock: TargetLock | null;
  /** The `utm_campaign` of the campaign the click counts for, added to every address that carries none. */
  utmCampaign: string | null;
}

export interface TargetLock {
  /** `link:{id}` or `qr_code:{id}`: an unlock is remembered per owner. */
  owner: string;
  passwordHash: string;
}

/**
 * The answer for a code that existed and is gone (a deleted link or QR code, a code whose target was deleted): no
 * target, counted for nothing, "no longer active" (410). A code that never existed has no target at all (404).
 */
export function inactiveTarget(workspaceId: string, hash: string): RedirectTarget {
  return {
    linkId: null,
    workspaceId,
    hash,
    url: '',
    expiresAt: null,
    fallbackUrl: null,
    forwardQuery: false,
    qrId: null,
    campaignId: null,
    locationId: null,
    pageId: null,
    formId: null,
    inactive: true,
    smart: null,
    lock: null,
    utmCampaign: null,
  };
}

/**
 * The target as the redirect may use it: only absolute http(s) addresses are ever sent as a `Location`, the only kind
 * the link and QR code schemas accept (shared/links.ts, targetUrlSchema; a QR code's form or page is its public
 * http(s) address). A row that holds anything else got there some other way — an old version, a manual edit, a
 * restore — and a `javascript:` or `data:` address must not reach a browser: such a code has no usable target and
 * answers like a code that does not exist (404), an unusable fallback is no fallback (the expired page). Checked
 * once, when the answer enters the cache, not on every redirect.
 */
export function usableTarget(target: RedirectTarget): RedirectTarget | null {
  if (target.inactive) return target;
  if (!isWebUrl(target.url)) return null;
  const usable = { ...target, url: withCampaignUtm(target.url, target.utmCampaign), smart: usableSmart(target) };
  if (usable.fallbackUrl !== null && !isWebUrl(usable.fallbackUrl)) usable.fallbackUrl = null;
  return usable;
}

/**
 * The answer with each rule's and variant's address marked by `mark` (its id on this server's own forms and pages:
 * public/addresses.ts, withRouteMark), done once as the answer enters the cache.
 */
export function withRouteMarks(target: RedirectTarget, mark: (url: string, routeId: string) => string): RedirectTarget {
  if (!target.smart) return target;
  const { rules, split } = target.smart;
  return {
    ...target,
    smart: {
      rules: rules.map((rule) => ({ ...rule, url: mark(rule.url, rule.id) })),
      split: split.map((variant) => ({ ...variant, url: mark(variant.url, variant.id) })),
    },
  };
}

/** The rules and variants whose address may be sent, with the campaign's `utm_campaign`; null when none remain. */
function usableSmart({ smart, utmCampaign }: RedirectTarget): SmartDestination | null {
  if (!smart) return null;
  const rules = smart.rules
    .filter((rule) => isWebUrl(rule.url))
    .map((rule) => ({ ...rule, url: withCampaignUtm(rule.url, utmCampaign) }));
  const variants = smart.split
    .filter((variant) => isWebUrl(variant.url))
    .map((variant) => ({ ...variant, url: withCampaignUtm(variant.url, utmCampaign) }));
  // A split that lost a variant would no longer add up: the default target serves instead.
  const split = variants.length === smart.split.length && variants.length >= 2 ? variants : [];
  return rules.length === 0 && split.length === 0 ? null : { rules, split };
}

// Link codes never contain a slash, so the two kinds of code share the cache without ever meeting.
const QR_KEY_PREFIX = 'Q/';

/** The cache key of a QR code's own code (upper case). */
export function qrCodeKey(code: string): string {
  return `${QR_KEY_PREFIX}${code}`;
}

/** The QR code of a cache key, or null for a link's code. */
export function qrCodeOfKey(key: string): string | null {
  return key.startsWith(QR_KEY_PREFIX) ? key.slice(QR_KEY_PREFIX.length) : null;
}

/** A QR code's code from the path segment after /Q/ — case-insensitive, as scanners may lower-case it — or null. */
export function normaliseQrCode(segment: string): string | null {
  const code = segment.toUpperCase();
  return QR_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The subjects an answer was read from, as the domain events name them (`kind:id`): a change of any of them makes the
 * cached answer stale.
 */
export function subjectsOf(target: RedirectTarget): string[] {
  const subjects = [`workspace:${target.workspaceId}`];
  if (target.linkId) subjects.push(`link:${target.linkId}`);
  if (target.qrId) subjects.push(`qr_code:${target.qrId}`);
  if (target.campaignId) subjects.push(`campaign:${target.campaignId}`);
  if (target.locationId) subjects.push(`location:${target.locationId}`);
  if (target.pageId) subjects.push(`page:${target.pageId}`);
  if (target.formId) subjects.push(`form:${target.formId}`);
  return subjects;
}
