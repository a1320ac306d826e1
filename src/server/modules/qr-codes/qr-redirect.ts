import type { AppContext } from '../../app-context.js';
import { inactiveTarget, type RedirectTarget } from '../redirect/index.js';
import * as repo from './qr-codes.repo.js';
import { readQrData } from './qr-content.js';
import { withCodeSettings } from './qr-smart.js';
import { targetRedirect } from './qr-targets.js';

/**
 * The redirect's view of a dynamic code by its own code, from any workspace: where its target leads, counted for the
 * code; inactive once deleted or once its target is gone; undefined for a code that never existed.
 */
export async function findQrRedirectTarget(
  deps: Pick<AppContext, 'database' | 'config'>,
  code: string,
): Promise<RedirectTarget | undefined> {
  const { db } = deps.database;
  const row = await repo.findByCode(db, code);
  if (!row) {
    const retired = await repo.findRetired(db, code);
    return retired ? inactiveTarget(retired.workspace_id, code) : undefined;
  }
  const stored = readQrData(row).target ?? (row.link_id ? { kind: 'link' as const, linkId: row.link_id } : undefined);
  const scanned = {
    qrId: row.id,
    workspaceId: row.workspace_id,
    code,
    campaignId: row.campaign_id,
    locationId: row.location_id,
    feedbackId: row.feedback_id,
    pageId: row.page_id,
  };
  const target = stored ? await targetRedirect(deps, stored, scanned, row.link_id) : undefined;
  return target ? withCodeSettings(target, row) : inactiveTarget(row.workspace_id, code);
}
