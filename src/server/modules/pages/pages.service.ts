import type { FieldIssue } from '../../../shared/errors.js';
import type { ListQuery } from '../../../shared/list.js';
import { pageContentIssues, pageContentSchema, pageMediaRefs, type PageContent } from '../../../shared/page-content.js';
import type { CreatePageInput, PageDetail, PageItem, PageList, UpdatePageInput } from '../../../shared/pages.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { formExists } from '../feedback/index.js';
import { mediaKindsOf } from '../media/index.js';
import * as repo from './pages.repo.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import { pagePublicUrl, qrShortUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

export const pageErrors = {
  notFound: () => httpErrors.notFound('page'),
};

const issue = (path: string, code: string): FieldIssue => ({ path, code, message: code });

/** The stored content when it is a whole content of the type; null for a new page's `{}` (not yet written). */
function storedContent(row: Pick<repo.PageRow, 'content' | 'page_type_id'>): PageContent | null {
  const parsed = pageContentSchema.safeParse(row.content);
  return parsed.success && parsed.data.type === row.page_type_id ? parsed.data : null;
}

function toItem(deps: Pick<Deps, 'config'>, row: repo.PageRow): PageItem {
  return {
    id: row.id,
    name: row.name,
    typeId: row.page_type_id as PageItem['typeId'],
    published: row.published,
    content: storedContent(row),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    publicUrl: pagePublicUrl(deps.config, row.id),
    views: Number(row.views ?? 0),
    qrCodes: Number(row.qr_codes ?? 0),
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

/** Lists the workspace's pages, newest first, optionally by name. */
export async function listPages(deps: Deps, viewer: Viewer, query: ListQuery): Promise<PageList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.pages.list(deps.database, viewer.workspace.id, options);
  return toPage(rows, pageSize, (row) => toItem(deps, row));
}

async function pageRowOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<repo.PageRow> {
  const row = await repo.pages.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw pageErrors.notFound();
  return row;
}

/** One page with the QR codes that lead to it, or 404 (also for another workspace's). */
export async function getPageOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<PageDetail> {
  const row = await pageRowOrThrow(deps, viewer, id);
  const codes = await repo.codesOfPage(deps.database.db, viewer.workspace.id, id);
  return {
    ...toItem(deps, row),
    typeActive: row.type_active ?? false,
    codes: codes.flatMap((code) =>
      code.hash
        ? [{ id: code.id, name: code.name, code: code.hash, shortUrl: qrShortUrl(deps.config, code.hash) }]
        : [],
    ),
  };
}

/** True when the page is the workspace's (a QR code may lead to it), with its name. */
export async function pageNameOf(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string) {
  return repo.pageNameOf(deps.database.db, viewer.workspace.id, id);
}

/**
 * What the schema cannot tell about a content: its type must be the page's, its fields must agree with each other
 * (shared pageContentIssues), and the uploads and the form it shows must be the workspace's own, of the right kind.
 */
async function contentIssues(deps: Deps, viewer: Viewer, typeId: string, content: PageContent): Promise<FieldIssue[]> {
  if (content.type !== typeId) return [issue('content.type', 'type_mismatch')];
  const issues = pageContentIssues(content).map(({ path, code }) => issue(`content.${path}`, code));
  const refs = pageMediaRefs(content);
  const kinds = await mediaKindsOf(
    deps,
    viewer.workspace.id,
    refs.map((ref) => ref.mediaId),
  );
  for (const ref of refs) {
    const kind = kinds.get(ref.mediaId);
    if (kind === undefined) issues.push(issue(`content.${ref.path}`, 'not_found'));
    else if (kind !== ref.kind) issues.push(issue(`content.${ref.path}`, 'media_wrong_kind'));
  }
  if (
    (content.type === 'feedback' || content.type === 'rating') &&
    !(await formExists(deps, viewer, content.feedbackId))
  ) {
    issues.push(issue('content.feedbackId', 'not_found'));
  }
  return issues;
}

// A place is both coordinates or none: the missing one is named.
function placeIssues(latitude: number | null, longitude: number | null): FieldIssue[] {
  if (latitude !== null && longitude === null) return [issue('longitude', 'required')];
  if (latitude === null && longitude !== null) return [issue('latitude', 'required')];
  return [];
}

async function campaignIssues(deps: Deps, viewer: Viewer, campaignId: string | null | undefined) {
  return campaignId && !(await repo.campaignOwnedBy(deps.database.db, viewer.workspace.id, campaignId))
    ? [issue('campaignId', 'not_found')]
    : [];
}

/**
 * Creates a page of an active type. Without content it starts unpublished with an empty content (the editor fills
 * it); with content, that content is checked like any save, and the page may be published at once.
 */
export async function createPage(deps: Deps, viewer: Viewer, input: CreatePageInput): Promise<PageDetail> {
  const { db } = deps.database;
  const active = await repo.pageTypeActive(db, input.typeId);
  const latitude = input.latitude ?? null;
  const longitude = input.longitude ?? null;
  const issues = [
    ...(active ? [] : [issue('typeId', active === undefined ? 'invalid_option' : 'page_type_inactive')]),
    ...placeIssues(latitude, longitude),
    ...(await campaignIssues(deps, viewer, input.campaignId)),
    ...(input.content ? await contentIssues(deps, viewer, input.typeId, input.content) : []),
    ...(input.published && !input.content ? [issue('published', 'page_incomplete')] : []),
  ];
  if (issues.length > 0) throw httpErrors.validation(issues);
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.pages.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      page_type_id: input.typeId,
      content: input.content ?? {},
      published: input.published ?? false,
      latitude,
      longitude,
      campaign_id: input.campaignId ?? null,
      created_at: now,
      updated_at: now,
    });
    publish(newEvent('page.created', viewer, { id }));
  });
  return getPageOrThrow(deps, viewer, id);
}

/**
 * Changes a page. The type never changes (a content of another type is refused on `content.type`); publishing needs
 * a content, saved before or sent now. Every node drops its copy of the public page.
 */
export async function updatePage(deps: Deps, viewer: Viewer, id: string, input: UpdatePageInput): Promise<PageDetail> {
  const row = await pageRowOrThrow(deps, viewer, id);
  const latitude = input.latitude !== undefined ? input.latitude : row.latitude;
  const longitude = input.longitude !== undefined ? input.longitude : row.longitude;
  const hasContent = input.content !== undefined || storedContent(row) !== null;
  const issues = [
    ...placeIssues(latitude, longitude),
    ...(await campaignIssues(deps, viewer, input.campaignId)),
    ...(input.content ? await contentIssues(deps, viewer, row.page_type_id, input.content) : []),
    ...(input.published && !hasContent ? [issue('published', 'page_incomplete')] : []),
  ];
  if (issues.length > 0) throw httpErrors.validation(issues);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.pages.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.content !== undefined && { content: input.content }),
      ...(input.published !== undefined && { published: input.published }),
      ...(input.latitude !== undefined && { latitude: input.latitude }),
      ...(input.longitude !== undefined && { longitude: input.longitude }),
      ...(input.campaignId !== undefined && { campaign_id: input.campaignId }),
      updated_at: Date.now(),
    });
    publish(newEvent('page.updated', viewer, { id, changed: changedFields(input) }));
  });
  return getPageOrThrow(deps, viewer, id);
}

/**
 * Deletes a page. Its QR codes let go of it (the database sets their page to null): each node forgets where they
 * led, so their next scan says the code is no longer active; the public page says the page is gone.
 */
export async function deletePage(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await repo.pages.delete(trx, viewer.workspace.id, id))) throw pageErrors.notFound();
    publish(newEvent('page.deleted', viewer, { id }));
  });
}
