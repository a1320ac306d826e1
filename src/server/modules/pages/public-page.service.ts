import type { FastifyRequest } from 'fastify';
import { pageContentSchema, pageMediaRefs, type PageContent } from '../../../shared/page-content.js';
import type { AppContext } from '../../app-context.js';
import type { FormEmbed, PageMediaView, Platform, PublicPageView } from '../../public/page-render.js';
import { issueFormToken, loadPublicFormCached } from '../feedback/index.js';
import { isWorkspaceMember } from '../workspaces/index.js';
import { findPageMedia, findPublicPage } from './public-page.repo.js';
import { pagePublicUrl, readRouteMark, readScanParameter } from '../../public/addresses.js';

/** A page as its public address needs it: what it shows, and whether it may be shown. */
export interface PublicPage {
  id: string;
  workspaceId: string;
  name: string;
  typeId: string;
  /** A type the admin switched off (inactive in the catalogue) is no longer shown to visitors. */
  typeActive: boolean;
  published: boolean;
  updatedAt: number;
  /** Null while the page has no complete content of its type (a new page), which is never shown. */
  content: PageContent | null;
  media: ReadonlyMap<string, PageMediaView>;
}

/** The page with its content read and checked against its type, and the uploads it names; null when there is none. */
export async function loadPublicPage(deps: Pick<AppContext, 'database'>, pageId: string): Promise<PublicPage | null> {
  const { db } = deps.database;
  const row = await findPublicPage(db, pageId);
  if (!row) return null;
  const parsed = pageContentSchema.safeParse(row.content);
  const content = parsed.success && parsed.data.type === row.page_type_id ? parsed.data : null;
  const mediaIds = content ? [...new Set(pageMediaRefs(content).map((ref) => ref.mediaId))] : [];
  const media = await findPageMedia(db, row.workspace_id, mediaIds);
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    typeId: row.page_type_id,
    typeActive: row.type_active,
    published: row.published,
    updatedAt: Number(row.updated_at),
    content,
    media: new Map(
      media.map((item) => [
        item.id,
        {
          id: item.id,
          kind: item.kind,
          contentType: item.content_type,
          fileName: item.file_name,
          bytes: Number(item.bytes),
          downloadOnly: Boolean(item.active_content),
        },
      ]),
    ),
  };
}

/** Whether visitors may see the page: published, complete, of a type still offered. */
export const isVisible = (page: PublicPage): page is PublicPage & { content: PageContent } =>
  page.published && page.typeActive && page.content !== null;

/**
 * Whether the request comes from a signed-in member of the page's workspace: they may preview a page before it is
 * published (the app's phone-frame preview). Asked only for a page visitors may not see, so it costs nothing on
 * the published pages' path.
 */
export async function isPageOwner(ctx: AppContext, request: FastifyRequest, page: PublicPage): Promise<boolean> {
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  const session = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return false;
  return isWorkspaceMember(ctx.database.db, session.user.id, page.workspaceId);
}

/** The visitor's phone by its user agent: an app page puts that platform's store first. */
export function platformOf(userAgent: string | undefined): Platform {
  const agent = userAgent ?? '';
  if (/\b(iPhone|iPad|iPod)\b/.test(agent)) return 'ios';
  if (/\bAndroid\b/.test(agent)) return 'android';
  return 'other';
}

/**
 * A feedback or rating page's form: the workspace's own form with a fresh token for this load (the form's own POST
 * handler takes it), or why it cannot be answered. `qr` is a scan parameter the form's QR codes add.
 */
export async function formEmbedOf(
  ctx: AppContext,
  page: PublicPage & { content: PageContent },
  qr: unknown,
  via: unknown,
): Promise<FormEmbed | undefined> {
  if (page.content.type !== 'feedback' && page.content.type !== 'rating') return undefined;
  const form = await loadPublicFormCached(ctx, page.content.feedbackId);
  if (!form || form.workspaceId !== page.workspaceId) return { state: 'gone' };
  if (!form.accepting) return { state: 'closed' };
  const qrId = readScanParameter(ctx.config, qr) ?? null;
  return {
    state: 'open',
    view: {
      id: form.id,
      name: form.name,
      description: form.description,
      questions: form.questions,
      token: issueFormToken(ctx.config.authSecret, form.id, qrId, Date.now(), readRouteMark(ctx.config, via) ?? null),
    },
  };
}

/** What the renderer is handed. */
export function pageView(
  page: PublicPage & { content: PageContent },
  platform: Platform,
  form?: FormEmbed,
): PublicPageView {
  return { id: page.id, name: page.name, content: page.content, media: page.media, platform, form, now: Date.now() };
}

/** The event's calendar file's facts: the page's address names it for good (its UID). */
export function calendarFacts(ctx: Pick<AppContext, 'config'>, page: PublicPage & { content: PageContent }) {
  const pageUrl = pagePublicUrl(ctx.config, page.id);
  return { pageId: page.id, host: new URL(pageUrl).host, pageUrl, updatedAt: page.updatedAt };
}
