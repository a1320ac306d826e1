import type { FieldIssue } from '../../../shared/errors.js';
import { qrClassesOf } from '../../../shared/catalogues.js';
import type { ListQuery } from '../../../shared/list.js';
import type { CreateQrCodeInput, QrCode, QrCodeList, UpdateQrCodeInput } from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { inactiveTarget, type RedirectTarget } from '../redirect/index.js';
import { allTimeScans } from '../analytics/index.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import * as repo from './qr-codes.repo.js';
import {
  encodedText,
  parseStaticPayload,
  qrCodeErrors,
  readDesign,
  readQrData,
  renderInputOrIssues,
  requireScannable,
  type QrData,
} from './qr-content.js';
import { describeTarget, storeTarget, targetRedirect, type StoredReferences } from './qr-targets.js';
import { qrShortUrl } from '../../public/addresses.js';
import { generateQrCode } from './qr-code-generator.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'qrRender' | 'events'>;
const GENERATE_ATTEMPTS = 5;

function toQrCode(deps: Pick<Deps, 'config'>, row: repo.QrRow, scans = 0): QrCode {
  const data = readQrData(row);
  const payload = parseStaticPayload(data.payload) ?? null;
  const code = row.qr_class === 'dynamic' ? row.hash : null;
  const target = data.target
    ? describeTarget(deps, data.target, row)
    : row.link_id
      ? describeTarget(deps, { kind: 'link', linkId: row.link_id }, row)
      : null;
  return {
    id: row.id,
    name: row.name,
    slug: slugify(row.name),
    type: row.qr_type_id as QrCode['type'],
    qrClass: row.qr_class,
    code,
    shortUrl: code ? qrShortUrl(deps.config, code) : null,
    encoded: encodedText(deps.config, code, payload ?? undefined),
    target: code ? target : null,
    payload,
    design: readDesign(row),
    locationId: row.location_id,
    campaignId: row.campaign_id,
    scans,
    imageUrl: `/api/qr-codes/${encodeURIComponent(row.id)}/image.png`,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

/** Lists the workspace's QR codes, newest first, optionally by name or code, with their all-time scans. */
export async function listQrCodes(deps: Deps, viewer: Viewer, query: ListQuery): Promise<QrCodeList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.qrCodes.list(deps.database, viewer.workspace.id, options);
  const dynamic = rows.slice(0, pageSize).filter((row) => row.qr_class === 'dynamic');
  const scans = await allTimeScans(
    deps.database,
    viewer.workspace.id,
    dynamic.map((row) => row.id),
  );
  return toPage(rows, pageSize, (row) => toQrCode(deps, row, scans.get(row.id)));
}

/** The stored row of one of the viewer's codes, or 404 (also for another workspace's). */
export async function qrRowOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<repo.QrRow> {
  const row = await repo.qrCodes.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw qrCodeErrors.notFound();
  return row;
}

export async function getQrCodeOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<QrCode> {
  const row = await qrRowOrThrow(deps, viewer, id);
  const scans =
    row.qr_class === 'dynamic' ? (await allTimeScans(deps.database, viewer.workspace.id, [row.id])).get(row.id) : 0;
  return toQrCode(deps, row, scans);
}

// A location or campaign of another workspace is as unknown as one that does not exist.
async function referenceIssues(
  deps: Deps,
  viewer: Viewer,
  input: { locationId?: string | null; campaignId?: string | null },
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const [table, id, path] of [
    ['location', input.locationId, 'locationId'],
    ['campaign', input.campaignId, 'campaignId'],
  ] as const) {
    if (id && !(await repo.ownedBy(deps.database.db, table, viewer.workspace.id, id))) {
      issues.push({ path, code: 'not_found', message: 'not_found' });
    }
  }
  return issues;
}

async function reserveCode(deps: Deps, wanted: string | undefined): Promise<string> {
  if (wanted) {
    if (await repo.codeInUse(deps.database.db, wanted)) throw qrCodeErrors.codeTaken(wanted);
    return wanted;
  }
  for (let attempt = 1; ; attempt += 1) {
    const code = generateQrCode();
    if (!(await repo.codeInUse(deps.database.db, code)) || attempt >= GENERATE_ATTEMPTS) return code;
  }
}

/**
 * Creates a code: its target or payload checked against the workspace, its design rendered and scan checked with
 * exactly the text it will carry (a design that does not scan is refused), then stored. A dynamic code gets its own
 * short code: the one its preview showed, or a fresh one.
 */
export async function createQrCode(deps: Deps, viewer: Viewer, input: CreateQrCodeInput): Promise<QrCode> {
  const qrClass = input.qrClass ?? qrClassesOf(input.type)[0] ?? 'dynamic';
  const design = input.design ?? DEFAULT_DESIGN;
  const issues = await referenceIssues(deps, viewer, input);
  let references: StoredReferences = { linkId: null };
  if (qrClass === 'dynamic' && input.target) {
    const stored = await storeTarget(deps, viewer, input.target);
    if (Array.isArray(stored)) issues.push(...stored);
    else references = stored;
  }
  const code = qrClass === 'dynamic' ? await reserveCode(deps, input.code) : null;
  const text = encodedText(deps.config, code, input.payload);
  const render = await renderInputOrIssues(deps, viewer, text, design, 'payload');
  if (Array.isArray(render)) issues.push(...render);
  if (issues.length > 0 || Array.isArray(render)) throw httpErrors.validation(issues);
  await requireScannable(deps, render);

  const data: QrData = qrClass === 'dynamic' ? { target: input.target } : { payload: input.payload };
  const id = newId();
  const now = Date.now();
  try {
    await deps.events.change(async ({ trx, publish }) => {
      await repo.qrCodes.insert(trx, {
        id,
        workspace_id: viewer.workspace.id,
        name: input.name,
        data,
        hash: code,
        link_id: references.linkId,
        feedback_id: references.feedbackId ?? null,
        event_id: references.eventId ?? null,
        page_id: references.pageId ?? null,
        qr_type_id: input.type,
        qr_class: qrClass,
        design,
        location_id: input.locationId ?? null,
        campaign_id: input.campaignId ?? null,
        created_at: now,
        updated_at: now,
      });
      publish(newEvent('qr_code.created', viewer, { id, code }));
    });
  } catch (error) {
    if (code && isUniqueViolation(error)) throw qrCodeErrors.codeTaken(code);
    throw error;
  }
  return getQrCodeOrThrow(deps, viewer, id);
}

/**
 * Changes a code. Its own short code never changes, so the printed code keeps working: a new target takes effect on
 * the next scan, on every node. A new design or payload is scan checked before it is saved.
 */
export async function updateQrCode(deps: Deps, viewer: Viewer, id: string, input: UpdateQrCodeInput): Promise<QrCode> {
  const row = await qrRowOrThrow(deps, viewer, id);
  const data = readQrData(row);
  const issues = await referenceIssues(deps, viewer, input);
  if (input.target && row.qr_class !== 'dynamic')
    issues.push({ path: 'target', code: 'not_allowed', message: 'not_allowed' });
  if (input.payload && row.qr_class !== 'static')
    issues.push({ path: 'payload', code: 'not_allowed', message: 'not_allowed' });
  if (input.payload && parseStaticPayload(data.payload)?.kind !== input.payload.kind) {
    issues.push({ path: 'payload.kind', code: 'invalid_option', message: 'invalid_option' });
  }
  let references: StoredReferences = {
    linkId: row.link_id,
    feedbackId: row.feedback_id,
    eventId: row.event_id,
    pageId: row.page_id,
  };
  if (input.target && row.qr_class === 'dynamic') {
    const stored = await storeTarget(deps, viewer, input.target);
    if (Array.isArray(stored)) issues.push(...stored);
    else references = stored;
  }
  const design = input.design ?? readDesign(row);
  const payload = input.payload ?? parseStaticPayload(data.payload);
  const needsCheck = input.design !== undefined || input.payload !== undefined;
  const render = needsCheck
    ? await renderInputOrIssues(deps, viewer, encodedText(deps.config, row.hash, payload), design, 'payload')
    : null;
  if (Array.isArray(render)) issues.push(...render);
  if (issues.length > 0) throw httpErrors.validation(issues);
  if (render && !Array.isArray(render)) await requireScannable(deps, render);

  const nextData: QrData = input.target ? { target: input.target } : input.payload ? { payload: input.payload } : data;
  await deps.events.change(async ({ trx, publish }) => {
    await repo.qrCodes.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...((input.target || input.payload) && {
        data: nextData,
        link_id: references.linkId,
        feedback_id: references.feedbackId ?? null,
        event_id: references.eventId ?? null,
        page_id: references.pageId ?? null,
      }),
      ...(input.design !== undefined && { design: input.design }),
      ...(input.locationId !== undefined && { location_id: input.locationId }),
      ...(input.campaignId !== undefined && { campaign_id: input.campaignId }),
      updated_at: Date.now(),
    });
    publish(newEvent('qr_code.updated', viewer, { id, code: row.hash, changed: changedFields(input) }));
  });
  return getQrCodeOrThrow(deps, viewer, id);
}

/**
 * Deletes a code. Its short code is retired, never handed out again: its printed copies answer a page saying the
 * code is no longer active. Its scans through a link stay the link's clicks; the others go with it.
 */
export async function deleteQrCode(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const row = await qrRowOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.qrCodes.delete(trx, viewer.workspace.id, id);
    if (row.hash)
      await repo.retireCode(trx, { code: row.hash, workspace_id: viewer.workspace.id, retired_at: Date.now() });
    publish(newEvent('qr_code.deleted', viewer, { id, code: row.hash }));
  });
}

/** A fresh short code for a new dynamic code's preview; `createQrCode` takes it (or refuses it if taken since). */
export async function freshQrCode(deps: Deps): Promise<string> {
  return reserveCode(deps, undefined);
}

/**
 * The redirect's view of a dynamic code by its own code, from any workspace: where its target leads, counted for the
 * code; inactive once deleted or once its target is gone; undefined for a code that never existed.
 */
export async function findQrRedirectTarget(
  deps: Pick<Deps, 'database' | 'config'>,
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
  return target ?? inactiveTarget(row.workspace_id, code);
}
