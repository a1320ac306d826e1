import type { DatabaseHandle } from '../../../db/database.js';
import type { Subject } from '../recording/subjects.js';
import type { ItemUnion } from './item-union.js';
import { unionClicksOf } from './item-union.repo.js';
import { allTimeClicksOf, deleteLinklessScans, deleteRollupsOf } from './stats.repo.js';
import { rangeFigures, type RangeFigures } from './week-figures.repo.js';

// What the modules that own subjects ask of the statistics. Each read is one workspace's (`database.readsOf`), so
// that on PostgreSQL the workspaces share the statistics' connections fairly.

/**
 * All-time clicks of each link, for the modules that list links with their totals (the links list, home). Read off
 * the redirect thread: the clicks not rolled up yet are counted row by row.
 */
export async function allTimeClicks(
  database: DatabaseHandle,
  workspaceId: string,
  linkIds: readonly string[],
): Promise<Map<string, number>> {
  return allTimeClicksOf(database.readsOf(workspaceId), 'link', linkIds);
}

/** All-time scans of each QR code, read like `allTimeClicks`. */
export async function allTimeScans(
  database: DatabaseHandle,
  workspaceId: string,
  qrIds: readonly string[],
): Promise<Map<string, number>> {
  return allTimeClicksOf(database.readsOf(workspaceId), 'qr', qrIds);
}

/** All-time scans counted for each location (through the codes placed there), read like `allTimeClicks`. */
export async function allTimeLocationScans(
  database: DatabaseHandle,
  workspaceId: string,
  locationIds: readonly string[],
): Promise<Map<string, number>> {
  return allTimeClicksOf(database.readsOf(workspaceId), 'location', locationIds);
}

/**
 * All-time clicks and scans of each campaign, by id: those of its items within its window (item-union.ts), read
 * from the click rows off the redirect thread.
 */
export async function allTimeCampaignClicks(
  database: DatabaseHandle,
  workspaceId: string,
  unions: ReadonlyMap<string, ItemUnion>,
): Promise<Map<string, number>> {
  return unionClicksOf(database.readsOf(workspaceId), unions);
}

/**
 * Forgets a deleted subject's rollups (its click rows go with it). The workspace's figures keep the clicks of its
 * rolled-up hours: they happened, and uniques could not be taken back apart.
 */
export async function forgetSubject(database: DatabaseHandle, subject: Subject): Promise<void> {
  await deleteRollupsOf(database.db, subject);
}

/**
 * Forgets a deleted QR code: its rollups, and its scans that went through no link (those through a link stay that
 * link's clicks, as a deleted campaign's do).
 */
export async function forgetQrCode(database: DatabaseHandle, id: string): Promise<void> {
  await deleteLinklessScans(database.db, id);
  await deleteRollupsOf(database.db, { kind: 'qr', id });
}

/** A workspace's clicks, scans and top links and codes in [from, to) (the weekly summary), read off the redirect thread. */
export function workspaceRangeFigures(
  database: DatabaseHandle,
  workspaceId: string,
  range: [number, number],
): Promise<RangeFigures> {
  return rangeFigures(database.readsOf(workspaceId), workspaceId, range);
}
