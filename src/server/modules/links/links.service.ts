import type { FieldIssue } from '../../../shared/errors.js';
import type { CreateLinkInput, Link, LinkList, LinkListQuery, UpdateLinkInput } from '../../../shared/links.js';
import type { TagRef } from '../../../shared/tags.js';
import { generateHash, normalizeWebUrl } from '../../../shared/links.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { allTimeClicks } from '../analytics/index.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import * as repo from './links.repo.js';
import { ownAddressIssues } from '../../public/own-address.js';
import { hashLinkPassword, readSmart, saveSmart, smartAddressIssues, smartAnswer } from '../smart/index.js';
import { carriesTag, setTagsOf, tagIssues, tagsOfItems } from '../tags/index.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;
const GENERATE_ATTEMPTS = 5;

export const linkErrors = {
  hashTaken: (hash: string) =>
    new AppError(409, 'hash_taken', `The short code "${hash}" is already in use.`, {
      fields: [{ path: 'hash', code: 'hash_taken', message: 'hash_taken' }],
    }),
  notFound: () => httpErrors.notFound('link'),
  aliasNotFound: () => httpErrors.notFound('former short code'),
  /** 422 naming every field the schema alone could not refuse (own-address targets, an unknown campaign). */
  invalidReferences: (fields: FieldIssue[]) => httpErrors.validation(fields),
};

const UNKNOWN_CAMPAIGN: FieldIssue = { path: 'campaignId', code: 'not_found', message: 'not_found' };
const EXPIRY_IN_PAST: FieldIssue = { path: 'expiresAt', code: 'expiry_in_past', message: 'expiry_in_past' };

// What the shared schema cannot know: targets on this server itself, campaigns and tags, and the clock. A campaign or
// a tag of another workspace is as unknown as one that does not exist. Every issue is answered at once, as the
// schema's are.
async function checkReferences(
  deps: Deps,
  viewer: Viewer,
  input: Pick<UpdateLinkInput, 'url' | 'fallbackUrl' | 'campaignId' | 'expiresAt' | 'rules' | 'split' | 'tagIds'>,
  before?: Link,
): Promise<void> {
  const issues = [
    ...ownAddressIssues(deps.config, input),
    ...smartAddressIssues(deps.config, input),
    ...(await tagIssues(deps.database.db, viewer.workspace.id, input.tagIds)),
  ];
  const { campaignId, expiresAt } = input;
  if (campaignId && !(await repo.campaignInWorkspace(deps.database.db, viewer.workspace.id, campaignId))) {
    issues.push(UNKNOWN_CAMPAIGN);
  }
  // An expiry already past would make the link dead on arrival. Saving a link that has expired since is fine as
  // long as the date is not changed: its fallback page is still what people get.
  const changedExpiry = expiresAt && (!before?.expiresAt || Date.parse(expiresAt) !== Date.parse(before.expiresAt));
  if (changedExpiry && Date.parse(expiresAt) <= Date.now()) issues.push(EXPIRY_IN_PAST);
  if (issues.length > 0) throw linkErrors.invalidReferences(issues);
}

/** Lists the workspace's links, newest first, optionally filtered by name, hash or target, and by a tag. */
export async function listLinks(deps: Deps, viewer: Viewer, query: LinkListQuery): Promise<LinkList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.links.list(deps.database, viewer.workspace.id, {
    ...options,
    ...(query.tag && { where: carriesTag('link', query.tag) }),
  });
  const ids = rows.slice(0, pageSize).map((row) => row.id);
  const [clicks, aliases, tags] = await Promise.all([
    allTimeClicks(deps.database, viewer.workspace.id, ids),
    repo.aliasesOf(deps.database.db, ids),
    tagsOfItems(deps.database.db, 'link', ids),
  ]);
  return toPage(rows, pageSize, (row) =>
    toLink(row, deps.config.shortUrlBase, {
      clicks: clicks.get(row.id),
      aliases: aliases.get(row.id),
      tags: tags.get(row.id),
    }),
  );
}

/** One link of the viewer's workspace, or 404 (also for another workspace's link). */
export async function getLinkOrThrow(deps: Pick<Deps, 'database' | 'config'>, viewer: Viewer, id: string) {
  const row = await repo.links.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw linkErrors.notFound();
  const [clicks, aliases, tags] = await Promise.all([
    allTimeClicks(deps.database, viewer.workspace.id, [row.id]),
    repo.aliasesOf(deps.database.db, [row.id]),
    tagsOfItems(deps.database.db, 'link', [row.id]),
  ]);
  return toLink(row, deps.config.shortUrlBase, {
    clicks: clicks.get(row.id),
    aliases: aliases.get(row.id),
    tags: tags.get(row.id),
  });
}

/** Creates a link; without a hash one is generated (and regenerated on the rare collision). */
export async function createLink(deps: Deps, viewer: Viewer, input: CreateLinkInput): Promise<Link> {
  await checkReferences(deps, viewer, input);
  if (input.hash && (await repo.hashInUse(deps.database.db, input.hash, viewer.workspace.id))) {
    throw linkErrors.hashTaken(input.hash);
  }
  const now = Date.now();
  const id = newId();
  const passwordHash = input.password ? await hashLinkPassword(input.password) : null;
  for (let attempt = 1; ; attempt += 1) {
    const hash = input.hash ?? generateHash();
    try {
      await deps.events.change(async ({ trx, publish }) => {
        const owner = { workspaceId: viewer.workspace.id, owner: `link:${id}`, before: null } as const;
        const smart = await saveSmart(trx, owner, input);
        await repo.links.insert(trx, {
          id,
          workspace_id: viewer.workspace.id,
          name: input.name,
          url: input.url,
          hash,
          expires_at: input.expiresAt ? Date.parse(input.expiresAt) : null,
          fallback_url: input.fallbackUrl ? normalizeWebUrl(input.fallbackUrl) : null,
          campaign_id: input.campaignId ?? null,
          notes: input.notes ?? null,
          forward_query: input.forwardQuery ?? false,
          smart,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        });
        if (input.tagIds) await setTagsOf(trx, 'link', id, input.tagIds);
        publish(newEvent('link.created', viewer, { id, hashes: [hash] }));
      });
      return getLinkOrThrow(deps, viewer, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.hash) throw linkErrors.hashTaken(input.hash);
      if (attempt >= GENERATE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Changes a link; a new target or hash is live on the very next scan (the cache entries are dropped everywhere).
 * A new hash keeps the old one as an alias, so printed copies go on working, unless `freeOldHash` lets it go.
 */
export async function updateLink(deps: Deps, viewer: Viewer, id: string, input: UpdateLinkInput): Promise<Link> {
  const before = await getLinkOrThrow(deps, viewer, id);
  await checkReferences(deps, viewer, input, before);
  const newHash = input.hash !== undefined && input.hash !== before.hash ? input.hash : undefined;
  const { db } = deps.database;
  if (newHash && (await repo.hashInUse(db, newHash, viewer.workspace.id, id))) throw linkErrors.hashTaken(newHash);
  const passwordHash = input.password ? await hashLinkPassword(input.password) : null;
  const changes: Parameters<typeof repo.links.update>[3] = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.url !== undefined && { url: input.url }),
    ...(newHash !== undefined && { hash: newHash }),
    ...(input.expiresAt !== undefined && { expires_at: input.expiresAt ? Date.parse(input.expiresAt) : null }),
    ...(input.fallbackUrl !== undefined && {
      fallback_url: input.fallbackUrl ? normalizeWebUrl(input.fallbackUrl) : null,
    }),
    ...(input.campaignId !== undefined && { campaign_id: input.campaignId }),
    ...(input.notes !== undefined && { notes: input.notes }),
    ...(input.forwardQuery !== undefined && { forward_query: input.forwardQuery }),
    ...(input.password !== undefined && { password_hash: passwordHash }),
    updated_at: Date.now(),
  };
  const hashes = [before.hash, ...before.aliases, ...(newHash ? [newHash] : [])];
  try {
    await deps.events.change(async ({ trx, publish }) => {
      // The answer's rules and split are what is stored: read back as such.
      const owner = { workspaceId: viewer.workspace.id, owner: `link:${id}`, before: readSmart(before) } as const;
      const smart = await saveSmart(trx, owner, input);
      await repo.links.update(trx, viewer.workspace.id, id, { ...changes, smart });
      if (input.tagIds) await setTagsOf(trx, 'link', id, input.tagIds);
      publish(newEvent('link.updated', viewer, { id, hashes, changed: changedFields(input) }));
      if (!newHash) return;
      // Taking back one of its own former codes makes it the code again, not an alias of itself.
      await repo.deleteAlias(trx, id, newHash);
      if (!input.freeOldHash) {
        await repo.insertAlias(trx, {
          hash: before.hash,
          link_id: id,
          workspace_id: viewer.workspace.id,
          created_at: Date.now(),
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error) && newHash) throw linkErrors.hashTaken(newHash);
    throw error;
  }
  return getLinkOrThrow(deps, viewer, id);
}

/** Frees a former code of a link: it stops redirecting and may be taken by any link. */
export async function freeAlias(deps: Deps, viewer: Viewer, id: string, hash: string): Promise<void> {
  await getLinkOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await repo.deleteAlias(trx, id, hash))) throw linkErrors.aliasNotFound();
    publish(newEvent('link.updated', viewer, { id, hashes: [hash], changed: ['aliases'] }));
  });
}

/**
 * Deletes a link with its statistics and former codes; its codes are remembered, so its short URLs answer 410 "no
 * longer active" from the next request on.
 */
export async function deleteLink(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const link = await getLinkOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.deleteAndRetire(trx, viewer.workspace.id, link);
    publish(newEvent('link.deleted', viewer, { id, hashes: [link.hash, ...link.aliases] }));
  });
}

function toLink(
  row: repo.LinkRow,
  shortUrlBase: string,
  { clicks = 0, aliases = [], tags = [] }: { clicks?: number; aliases?: string[]; tags?: TagRef[] },
): Link {
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
    forwardQuery: row.forward_query,
    aliases,
    clicks,
    ...smartAnswer(row.smart, row.password_hash),
    tags,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}
