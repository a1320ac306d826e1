import type { FieldIssue } from '../../../shared/errors.js';
import type { DynamicTargetKind, QrTarget, QrTargetInput } from '../../../shared/qr-codes.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { findLinkRedirectTarget, getLinkOrThrow } from '../links/links.service.js';
import type { RedirectTarget } from '../redirect/redirect-target.js';
import type { QrRow } from './qr-codes.repo.js';

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
}

/**
 * One kind of place a dynamic code can lead (issue 10: pluggable — a feedback form and a landing page come next):
 * how an input is checked and stored, how the API shows it, and where a scan goes.
 */
interface TargetKind<K extends DynamicTargetKind> {
  /** The stored form and the link the code goes through (null when none), or the fields that are wrong. */
  store(
    deps: Deps,
    viewer: Viewer,
    input: Extract<QrTargetInput, { kind: K }>,
  ): Promise<{ linkId: string | null } | FieldIssue[]>;
  describe(stored: Extract<StoredTarget, { kind: K }>, row: QrRow): QrTarget;
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
  describe: (stored, row) => ({ kind: 'link', linkId: stored.linkId, linkName: row.link_name, url: row.link_url }),
  // The link's own redirect, counted for the code: it follows the link's edits, expiry and fallback.
  redirect: (deps, _stored, scanned, linkId) =>
    linkId === null ? Promise.resolve(undefined) : findLinkRedirectTarget(deps, { linkId, via: { ...scanned } }),
};

const urlTarget: TargetKind<'url'> = {
  store: () => Promise.resolve({ linkId: null }),
  describe: (stored) => ({ kind: 'url', url: stored.url }),
  redirect: (_deps, stored, scanned) =>
    Promise.resolve({
      linkId: null,
      workspaceId: scanned.workspaceId,
      hash: scanned.code,
      url: stored.url,
      expiresAt: null,
      fallbackUrl: null,
      forwardQuery: false,
      qrId: scanned.qrId,
      campaignId: scanned.campaignId,
      locationId: scanned.locationId,
      inactive: false,
    }),
};

const TARGET_KINDS: { [K in DynamicTargetKind]: TargetKind<K> } = { link: linkTarget, url: urlTarget };

// One cast where the union meets the registry: each kind's functions take exactly their own kind.
const kindOf = <K extends DynamicTargetKind>(kind: K) => TARGET_KINDS[kind] as unknown as TargetKind<DynamicTargetKind>;

export function storeTarget(deps: Deps, viewer: Viewer, input: QrTargetInput) {
  return kindOf(input.kind).store(deps, viewer, input as never);
}

export function describeTarget(stored: StoredTarget, row: QrRow): QrTarget {
  return kindOf(stored.kind).describe(stored as never, row);
}

export function targetRedirect(deps: Deps, stored: StoredTarget, scanned: ScannedCode, linkId: string | null) {
  return kindOf(stored.kind).redirect(deps, stored as never, scanned, linkId);
}
