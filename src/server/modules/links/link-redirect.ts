import type { AppContext } from '../../app-context.js';
import { inactiveTarget, type RedirectTarget } from '../redirect/index.js';
import { readSmart } from '../smart/index.js';
import * as repo from './links.repo.js';

/** A dynamic QR code that leads to the link: the click then counts for it, its campaign (else the link's), its place. */
export interface ScannedVia {
  code: string;
  qrId: string;
  campaignId: string | null;
  locationId: string | null;
}

/**
 * The redirect's view of a link by its code or a former one, from any workspace (or by id, for a QR code that leads
 * to it); undefined when no link has it. Its rules, split and password come along, and its campaign's `utm_campaign`.
 */
export async function findLinkRedirectTarget(
  deps: Pick<AppContext, 'database'>,
  by: { hash: string } | { linkId: string; via: ScannedVia },
): Promise<RedirectTarget | undefined> {
  const row =
    'hash' in by
      ? await repo.findRedirectByHash(deps.database.db, by.hash)
      : await repo.findRedirectById(deps.database.db, by.linkId);
  if (!row) {
    // A deleted link's code is gone on purpose: its copies get "no longer active", not "does not exist".
    if (!('hash' in by)) return undefined;
    const retired = await repo.findRetiredHash(deps.database.db, by.hash);
    return retired ? inactiveTarget(retired.workspace_id, by.hash) : undefined;
  }
  const via = 'via' in by ? by.via : null;
  return {
    linkId: row.id,
    workspaceId: row.workspace_id,
    hash: via ? via.code : row.hash,
    url: row.url,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    fallbackUrl: row.fallback_url,
    forwardQuery: row.forward_query,
    qrId: via?.qrId ?? null,
    campaignId: via?.campaignId ?? row.campaign_id,
    locationId: via?.locationId ?? null,
    pageId: null,
    formId: null,
    inactive: false,
    smart: readSmart(row.smart),
    lock: row.password_hash ? { owner: `link:${row.id}`, passwordHash: row.password_hash } : null,
    // A scan through a QR code of a campaign counts for the code's campaign, whose name the code's lookup sets.
    utmCampaign: via?.campaignId ? null : row.utm_campaign,
  };
}
