import type { FieldIssue } from '../../../shared/errors.js';
import { qrClassesOf } from '../../../shared/catalogues.js';
import type {
  CreateQrCodeInput,
  QrCode,
  QrCodeList,
  QrListQuery,
  UpdateQrCodeInput,
} from '../../../shared/qr-codes.js';
import type { TagRef } from '../../../shared/tags.js';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
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
import { describeTarget, storeTarget, type StoredReferences } from './qr-targets.js';
import { qrShortUrl } from '../../public/addresses.js';
import { generateQrCode } from './qr-code-generator.js';
import { codeExtrasIssues, codeOwner } from './qr-smart.js';
import { hashLinkPassword, readSmart, saveSmart, smartAnswer } from '../smart/index.js';
import { carriesTag, setTagsOf, tagsOfItems } from '../tags/index.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'qrRender' | 'events'>;
const GENERATE_ATTEMPTS = 5;

function toQrCode(deps: Pick<Deps, 'config'>, row: repo.QrRow, scans = 0, tags: TagRef[] = []): QrCode {
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
    ...smartAnswer(row.smart, row.password_hash),
    tags,
    imageUrl: `/api/qr-codes/${encodeURIComponent(row.id)}/image.png`,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

/** Lists the workspace's QR codes, newest first, optionally by name or code and by a tag, with all-time scans. */
export async function listQrCodes(deps: Deps, viewer: Viewer, query: QrListQuery): Promise<QrCodeList> {
  const { pageSize, ...options } = listOptions(query);
  const where = query.tag ? { where: carriesTag('qr', query.tag) } : {};
  const rows = await repo.qrCodes.list(deps.database, viewer.workspace.id, { ...options, ...where });
  const page = rows.slice(0, pageSize);
  const dynamic = page.filter((row) => row.qr_class === 'dynamic').map((row) => row.id);
  const [scans, tags] = await Promise.all([
    allTimeScans(deps.database, viewer.workspace.id, dynamic),
    tagsOfItems(
      deps.database.db,
      'qr',
      page.map((row) => row.id),
    ),
  ]);
  return toPage(rows, pageSize, (row) => toQrCode(deps, row, scans.get(row.id), tags.get(row.id)));
}

/** The stored row of one of the viewer's codes, or 404 (also for another workspace's). */
export async function qrRowOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<repo.QrRow> {
  const row = await repo.qrCodes.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw qrCodeErrors.notFound();
  return row;
}

export async function getQrCodeOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<QrCode> {
  const row = await qrRowOrThrow(deps, viewer, id);
  const [scans, tags] = await Promise.all([
    row.qr_class === 'dynamic' ? allTimeScans(deps.database, viewer.workspace.id, [row.id]) : new Map<string, number>(),
    tagsOfItems(deps.database.db, 'qr', [row.id]),
  ]);
  return toQrCode(deps, row, scans.get(row.id) ?? 0, tags.get(row.id));
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
  const issues = [
    ...(await referenceIssues(deps, viewer, input)),
    ...(await codeExtrasIssues(deps, viewer, input, qrClass)),
  ];
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
  const passwordHash = input.password ? await hashLinkPassword(input.password) : null;
  try {
    await deps.events.change(async ({ trx, publish }) => {
      const smart = await saveSmart(trx, codeOwner(viewer, id, null), input);
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
        smart,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      });
      if (input.tagIds) await setTagsOf(trx, 'qr', id, input.tagIds);
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
  const issues = [
    ...(await referenceIssues(deps, viewer, input)),
    ...(await codeExtrasIssues(deps, viewer, input, row.qr_class)),
  ];
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
  const passwordHash = input.password ? await hashLinkPassword(input.password) : null;
  await deps.events.change(async ({ trx, publish }) => {
    const smart = await saveSmart(trx, codeOwner(viewer, id, readSmart(row.smart)), input);
    if (input.tagIds) await setTagsOf(trx, 'qr', id, input.tagIds);
    await repo.qrCodes.update(trx, viewer.workspace.id, id, {
      smart,
      ...(input.password !== undefined && { password_hash: passwordHash }),
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
