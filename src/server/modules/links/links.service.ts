import type { FieldIssue } from '../../../shared/errors.js';
import type { Link, LinkList, CreateLinkInput, UpdateLinkInput } from '../../../shared/links.js';
import { generateHash, normalizeWebUrl } from '../../../shared/links.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, msToIso, readBool } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/session-guard.js';
import * as repo from './links.repo.js';
import { ownAddressIssues } from './own-address.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'linkCache'>;
const DEFAULT_PAGE = 24;
const GENERATE_ATTEMPTS = 5;

export const linkErrors = {
  hashTaken: (hash: string) =>
    new AppError(409, 'hash_taken', `The short code "${hash}" is already in use.`, {
      fields: [{ path: 'hash', code: 'hash_taken', message: 'hash_taken' }],
    }),
  notFound: () => httpErrors.notFound('link'),
  /** 422 naming every field the schema alone could not refuse (own-address targets, an unknown campaign). */
  invalidReferences: (fields: FieldIssue[]) => httpErrors.validation(fields),
};

const UNKNOWN_CAMPAIGN: FieldIssue = { path: 'campaignId', code: 'not_found', message: 'not_found' };

// What the shared schema cannot know: targets on this server itself, and campaigns. A campaign of another
// workspace is as unknown as one that does not exist. Every issue is answered at once, as the schema's are.
async function checkReferences(
  deps: Deps,
  viewer: Viewer,
  input: Pick<UpdateLinkInput, 'url' | 'fallbackUrl' | 'campaignId'>,
): Promise<void> {
  const issues = ownAddressIssues(deps.config, input);
  const { campaignId } = input;
  if (campaignId && !(await repo.campaignInWorkspace(deps.database.db, viewer.workspace.id, campaignId))) {
    issues.push(UNKNOWN_CAMPAIGN);
  }
  if (issues.length > 0) throw linkErrors.invalidReferences(issues);
}

/** Lists the workspace's links, newest first, optionally filtered by name, hash or target. */
export async function listLinks(deps: Deps, viewer: Viewer, query: { q?: string; limit?: number; cursor?: string }) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const rows = await repo.listLinks(deps.database, viewer.workspace.id, {
    q: query.q || undefined,
    limit: limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const result: LinkList = {
    items: page.map((row) => toLink(row, deps.config.shortUrlBase)),
    nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
  return result;
}

/** One link of the viewer's workspace, or 404 (also for another workspace's link). */
export async function getLinkOrThrow(deps: Pick<Deps, 'database' | 'config'>, viewer: Viewer, id: string) {
  const row = await repo.findLink(deps.database.db, viewer.workspace.id, id);
  if (!row) throw linkErrors.notFound();
  return toLink(row, deps.config.shortUrlBase);
}

/** Creates a link; without a hash one is generated (and regenerated on the rare collision). */
export async function createLink(deps: Deps, viewer: Viewer, input: CreateLinkInput): Promise<Link> {
  await checkReferences(deps, viewer, input);
  const now = Date.now();
  const id = newId();
  for (let attempt = 1; ; attempt += 1) {
    const hash = input.hash ?? generateHash();
    try {
      await repo.insertLink(deps.database.db, {
        id,
        workspace_id: viewer.workspace.id,
        name: input.name,
        url: input.url,
        hash,
        expires_at: input.expiresAt ? Date.parse(input.expiresAt) : null,
        fallback_url: input.fallbackUrl ? normalizeWebUrl(input.fallbackUrl) : null,
        campaign_id: input.campaignId ?? null,
        notes: input.notes ?? null,
        forward_query: deps.database.dialect.bool(input.forwardQuery ?? false),
        created_at: now,
        updated_at: now,
      });
      // A cached "no such link" for this hash must not outlive the link's creation.
      deps.linkCache.invalidate(hash);
      return getLinkOrThrow(deps, viewer, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.hash) throw linkErrors.hashTaken(input.hash);
      if (attempt >= GENERATE_ATTEMPTS) throw error;
    }
  }
}

/** Changes a link; a new target or hash is live on the very next scan (the cache entry is dropped everywhere). */
export async function updateLink(deps: Deps, viewer: Viewer, id: string, input: UpdateLinkInput): Promise<Link> {
  const before = await getLinkOrThrow(deps, viewer, id);
  await checkReferences(deps, viewer, input);
  const changes: repo.LinkChanges = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.url !== undefined && { url: input.url }),
    ...(input.hash !== undefined && { hash: input.hash }),
    ...(input.expiresAt !== undefined && { expires_at: input.expiresAt ? Date.parse(input.expiresAt) : null }),
    ...(input.fallbackUrl !== undefined && {
      fallback_url: input.fallbackUrl ? normalizeWebUrl(input.fallbackUrl) : null,
    }),
    ...(input.campaignId !== undefined && { campaign_id: input.campaignId }),
    ...(input.notes !== undefined && { notes: input.notes }),
    ...(input.forwardQuery !== undefined && { forward_query: deps.database.dialect.bool(input.forwardQuery) }),
  };
  try {
    await repo.updateLink(deps.database.db, viewer.workspace.id, id, changes, Date.now());
  } catch (error) {
    if (isUniqueViolation(error) && input.hash) throw linkErrors.hashTaken(input.hash);
    throw error;
  }
  deps.linkCache.invalidate(before.hash);
  if (input.hash && input.hash !== before.hash) deps.linkCache.invalidate(input.hash);
  return getLinkOrThrow(deps, viewer, id);
}

/** Deletes a link with its statistics; its short URL answers 404 from the next request on. */
export async function deleteLink(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const link = await getLinkOrThrow(deps, viewer, id);
  await repo.deleteLink(deps.database.db, viewer.workspace.id, id);
  deps.linkCache.invalidate(link.hash);
}

/** The redirect's view of a link by hash, from any workspace; undefined when no link has it. */
export async function findRedirectTarget(deps: Pick<Deps, 'database'>, hash: string) {
  const row = await repo.findRedirectByHash(deps.database.db, hash);
  if (!row) return undefined;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    hash: row.hash,
    url: row.url,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    fallbackUrl: row.fallback_url,
    forwardQuery: readBool(row.forward_query),
  };
}
export type RedirectTarget = NonNullable<Awaited<ReturnType<typeof findRedirectTarget>>>;

function toLink(row: repo.LinkRow, shortUrlBase: string): Link {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    hash: row.hash,
    shortUrl: `${shortUrlBase}/${row.hash}`,
    expiresAt: row.expires_at === null ? null : msToIso(row.expires_at),
    fallbackUrl: row.fallback_url,
    campaignId: row.campaign_id,
    notes: row.notes,
    forwardQuery: readBool(row.forward_query),
    clicks: row.clicks,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

// Keyset pagination: the cursor is the last row's (created_at, id), opaque to clients.
function encodeCursor(createdAt: number, id: string): string {
  return Buffer.from(`${createdAt}:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: number; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  // Ids are ours (UUIDv7): anything else, a NUL byte above all, must not reach the database as a forged cursor.
  if (!createdAt || !id || !/^\d{1,16}$/.test(createdAt) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw httpErrors.validation([{ path: 'cursor', code: 'invalid_cursor', message: 'invalid_cursor' }]);
  }
  return { createdAt: Number(createdAt), id };
}
