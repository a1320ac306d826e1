import type { FieldIssue } from '../../../shared/errors.js';
import type { DynamicTargetKind, QrTarget, QrTargetInput } from '../../../shared/qr-codes.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { formExists } from '../feedback/index.js';
import { findLinkRedirectTarget, getLinkOrThrow } from '../links/index.js';
import { pageNameOf } from '../pages/index.js';
import type { RedirectTarget } from '../redirect/index.js';
import { ownedBy, type QrRow } from './qr-codes.repo.js';
import { formPublicUrl, formScanUrl, pagePublicUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config'>;

/** A target as `qr.data.target` keeps it: its kind and what that kind needs. */
export type StoredTarget = QrTargetInput;

/** What a scan of the code needs besides its target: the code itself and what it counts for. */
export interface ScannedCode {
  qrId: string;
  workspaceId: string;
  code: string;
  campaignId: string | null;
  locationId: string | null;
  /** The form the code leads to; null once the form is deleted. */
  feedbackId: string | null;
  /** The landing page the code leads to; null once the page is deleted. */
  pageId: string | null;
}

/** The stored form of a target, and the rows it points to (written to the code's columns). */
export interface StoredReferences {
  linkId: string | null;
  feedbackId?: string | null;
  eventId?: string | null;
  pageId?: string | null;
}

/**
 * One kind of place a dynamic code can lead (pluggable: a link, an address, a feedback form, a landing page):
 * how an input is checked and stored, how the API shows it, and where a scan goes.
 */
interface TargetKind<K extends DynamicTargetKind> {
  /** The stored form and the link the code goes through (null when none), or the fields that are wrong. */
  store(
    deps: Deps,
    viewer: Viewer,
    input: Extract<QrTargetInput, { kind: K }>,
  ): Promise<StoredReferences | FieldIssue[]>;
  describe(deps: Pick<Deps, 'config'>, stored: Extract<StoredTarget, { kind: K }>, row: QrRow): QrTarget;
  /** Where a scan goes; undefined when the target is gone (the code is then no longer active). */
  redirect(
    deps: Deps,
    stored: Extract<StoredTarget, { kind: K }>,
    scanned: ScannedCode,
    linkId: string | null,
  ): Promise<RedirectTarget | undefined>;
}

const notFound = (path: string): FieldIssue => ({ path, code: 'not_found', message: 'not_found' });

const linkTarget: TargetKind<'link'> = {
  async store(deps, viewer, input) {
    try {
      await getLinkOrThrow(deps, viewer, input.linkId);
      return { linkId: input.linkId };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return [notFound('target.linkId')];
      throw error;
    }
  },
  describe: (_deps, stored, row) => ({
    kind: 'link',
    linkId: stored.linkId,
    linkName: row.link_name,
    url: row.link_url,
  }),
  // The link's own redirect, counted for the code: it follows the link's edits, expiry and fallback.
  redirect: (deps, _stored, scanned, linkId) =>
    linkId === null ? Promise.resolve(undefined) : findLinkRedirectTarget(deps, { linkId, via: { ...scanned } }),
};

const urlTarget: TargetKind<'url'> = {
  store: () => Promise.resolve({ linkId: null }),
  describe: (_deps, stored) => ({ kind: 'url', url: stored.url }),
  redirect: (_deps, stored, scanned) => Promise.resolve(redirectTo(stored.url, scanned)),
};

/** A redirect to an address of the product or elsewhere, counted for the scanned code. */
function redirectTo(url: string, scanned: ScannedCode): RedirectTarget {
  return {
    linkId: null,
    workspaceId: scanned.workspaceId,
    hash: scanned.code,
    url,
    expiresAt: null,
    fallbackUrl: null,
    forwardQuery: false,
    qrId: scanned.qrId,
    campaignId: scanned.campaignId,
    locationId: scanned.locationId,
    pageId: scanned.pageId,
    formId: scanned.feedbackId,
    inactive: false,
    // The code's own rules, split, password and campaign name are added by its lookup (qr-smart.ts).
    smart: null,
    lock: null,
    utmCampaign: null,
  };
}

const feedbackTarget: TargetKind<'feedback'> = {
  async store(deps, viewer, input) {
    const issues: FieldIssue[] = [];
    if (!(await formExists(deps, viewer, input.feedbackId))) issues.push(notFound('target.feedbackId'));
    const eventId = input.eventId ?? null;
    if (eventId && !(await ownedBy(deps.database.db, 'event', viewer.workspace.id, eventId))) {
      issues.push(notFound('target.eventId'));
    }
    return issues.length > 0 ? issues : { linkId: null, feedbackId: input.feedbackId, eventId };
  },
  describe: (deps, stored, row) => ({
    kind: 'feedback',
    feedbackId: stored.feedbackId,
    feedbackName: row.feedback_id ? row.feedback_name : null,
    eventId: row.event_id,
    eventName: row.event_name,
    url: formPublicUrl(deps.config, row.feedback_id ?? stored.feedbackId),
  }),
  // The public form, told which code the visitor came through; a deleted form makes the code inactive.
  redirect: (deps, _stored, scanned) =>
    Promise.resolve(
      scanned.feedbackId ? redirectTo(formScanUrl(deps.config, scanned.feedbackId, scanned.qrId), scanned) : undefined,
    ),
};

const pageTarget: TargetKind<'page'> = {
  async store(deps, viewer, input) {
    return (await pageNameOf(deps, viewer, input.pageId)) === undefined
      ? [notFound('target.pageId')]
      : { linkId: null, pageId: input.pageId };
  },
  describe: (deps, stored, row) => ({
    kind: 'page',
    pageId: stored.pageId,
    pageName: row.page_id ? row.page_name : null,
    url: pagePublicUrl(deps.config, stored.pageId),
  }),
  // The public page, counted as a scan of the code (the page counts its own views); a deleted page makes the code
  // inactive.
  redirect: (deps, _stored, scanned) =>
    Promise.resolve(scanned.pageId ? redirectTo(pagePublicUrl(deps.config, scanned.pageId), scanned) : undefined),
};

const TARGET_KINDS: { [K in DynamicTargetKind]: TargetKind<K> } = {
  link: linkTarget,
  url: urlTarget,
  feedback: feedbackTarget,
  page: pageTarget,
};

// One cast where the union meets the registry: each kind's functions take exactly their own kind.
const kindOf = <K extends DynamicTargetKind>(kind: K) => TARGET_KINDS[kind] as unknown as TargetKind<DynamicTargetKind>;

export function storeTarget(deps: Deps, viewer: Viewer, input: QrTargetInput) {
  return kindOf(input.kind).store(deps, viewer, input as never);
}

export function describeTarget(deps: Pick<Deps, 'config'>, stored: StoredTarget, row: QrRow): QrTarget {
  return kindOf(stored.kind).describe(deps, stored as never, row);
}

export function targetRedirect(deps: Deps, stored: StoredTarget, scanned: ScannedCode, linkId: string | null) {
  return kindOf(stored.kind).redirect(deps, stored as never, scanned, linkId);
}
