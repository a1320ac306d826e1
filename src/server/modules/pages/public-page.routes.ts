import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../shared/locales.js';
import type { PageContent } from '../../../shared/page-content.js';
import type { AppContext } from '../../app-context.js';
import { isUnavailableError } from '../../db/dialect.js';
import { MODEL_VIEWER_PATH, modelViewerAsset } from '../../public/page-assets.js';
import { attachmentDisposition, pageCalendar, pageVcard } from '../../public/page-files.js';
import { renderPageMessage, type PageMessage } from '../../public/page-render.js';
import { publicLocale } from '../../public/status-page.js';
import { readRouteMark } from '../../public/addresses.js';
import { countsAsView, PageViewCounter } from './page-views.js';
import { ThreadUnavailableError } from '../../threads/thread-pool.js';
import { createPageRenderPool, type FinishedBytes } from './page-render-pool.js';
import { PublicPageCache } from './public-page-cache.js';
import { KEPT, oneOff, plainRepresentation, Representation, sendRepresentation } from './public-page-reply.js';
import {
  calendarFacts,
  formEmbedOf,
  isPageOwner,
  isVisible,
  loadPublicPage,
  pageView,
  platformOf,
  type PublicPage,
} from './public-page.service.js';

// Ids are ours (UUIDv7); anything else — a NUL byte above all, which PostgreSQL refuses — is a page that does not exist.
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YEAR_SECONDS = 31_536_000;
const MESSAGE_STATUS: Record<PageMessage, number> = { not_found: 404, unpublished: 404, unavailable: 503 };

type PageRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { preview?: string; qr?: string; via?: string };
}>;
type ShownPage = PublicPage & { content: PageContent };

/**
 * The public landing pages (`GET /p/{id}`, docs/product.md, Landing pages): server-rendered in the visitor's language,
 * kept rendered by each node until an edit anywhere drops them (the page's events), revalidated by ETag; their files
 * (`contact.vcf`, `event.ics`); the 3D viewer's script. Every view by a person is counted (page-views.ts).
 */
export function registerPublicPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new PublicPageCache<PublicPage, Representation>(ctx.bus, { maxBytes: ctx.config.publicPageCacheBytes });
  ctx.events.onEvent(['page.updated', 'page.deleted'], (event) => cache.forget(event.data.id));
  // A deleted account takes its pages with it; the event names the workspace, which each kept page knows.
  ctx.events.onEvent(['workspace.deleted'], (event) => cache.forgetWorkspace(event.data.id));
  const renders = createPageRenderPool({ nice: ctx.config.backgroundThreadNice });
  const views = new PageViewCounter(ctx.events, ctx.repeats);
  // The last views are written before the database closes; the render thread ends once its last page is sent.
  app.addHook('onClose', async () => {
    cache.close();
    await Promise.all([views.close(), renders.close()]);
  });

  // Renders under way per page data and language: a burst of visitors to a page not yet kept waits for one render.
  const renderingNow = new WeakMap<PublicPage, Map<string, Promise<FinishedBytes>>>();
  function renderOnce(page: ShownPage, key: string, render: () => Promise<FinishedBytes>): Promise<FinishedBytes> {
    let underWay = renderingNow.get(page);
    if (!underWay) renderingNow.set(page, (underWay = new Map()));
    const pending = underWay.get(key);
    if (pending) return pending;
    const started = render().finally(() => underWay.delete(key));
    underWay.set(key, started);
    return started;
  }

  // The message pages (no such page, not published, unavailable) are the same for everyone: made once per language.
  const messages = new Map<string, Representation>();
  const messageHeaders = (csp: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
  });
  async function messagePage(request: FastifyRequest, locale: Locale, kind: PageMessage): Promise<Representation> {
    const key = `${locale}:${kind}`;
    const kept = messages.get(key);
    if (kept) return kept;
    try {
      const finished = await renders.message(locale, kind, KEPT);
      const page = new Representation(finished, messageHeaders(finished.csp));
      messages.set(key, page);
      return page;
    } catch (error) {
      if (!(error instanceof ThreadUnavailableError)) throw error;
      // The render thread is stuck or gone: the visitor still learns what happened, from a page made here.
      ctx.repeats.error('public page: the render thread did not answer', { err: error, reqId: request.id });
      const { html, csp } = renderPageMessage(locale, kind);
      return plainRepresentation(html, messageHeaders(csp));
    }
  }

  const sendMessage = async (request: FastifyRequest, reply: FastifyReply, locale: Locale, kind: PageMessage) => {
    const page = await messagePage(request, locale, kind);
    if (kind === 'unavailable') reply.header('retry-after', '5');
    return sendRepresentation(request, reply, MESSAGE_STATUS[kind], page, false);
  };

  /**
   * A rendering on the render thread; when that thread does not answer (stuck, stopped), the visitor gets the
   * "unavailable" page. An error of the renderer itself is a fault like any other (the error handler's).
   */
  async function rendered(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    render: () => Promise<FinishedBytes>,
  ): Promise<FinishedBytes | undefined> {
    try {
      return await render();
    } catch (error) {
      if (!(error instanceof ThreadUnavailableError)) throw error;
      ctx.repeats.error('public page: the render thread did not answer', { err: error, reqId: request.id });
      return void (await sendMessage(request, reply, locale, 'unavailable'));
    }
  }

  /**
   * Runs a step that reads the database; when the database does not answer (as the error handler decides too: the
   * error says so, or a ping fails), a person gets a page saying so rather than the API's JSON error.
   */
  async function orUnavailable<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    step: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await step();
    } catch (error) {
      if (!isUnavailableError(error) && (await ctx.database.ping())) throw error;
      ctx.repeats.error('public page: the database does not answer', { err: error, reqId: request.id });
      return void (await sendMessage(request, reply, locale, 'unavailable'));
    }
  }

  /**
   * The page when this request may see it: visitors see published pages, a signed-in member of its workspace also
   * its draft (`preview`). Anything else has been answered with its message page (undefined).
   */
  async function pageFor(
    request: PageRequest,
    reply: FastifyReply,
    locale: Locale,
  ): Promise<{ page: ShownPage; preview: boolean } | undefined> {
    const found = await orUnavailable(request, reply, locale, async () => {
      const id = request.params.id;
      const page = PAGE_ID.test(id) ? await cache.data(id, () => loadPublicPage(ctx, id)) : null;
      if (!page) return 'not_found' as const;
      if (isVisible(page)) return { page, preview: false };
      if (page.content && (await isPageOwner(ctx, request, page))) return { page: page as ShownPage, preview: true };
      return 'unpublished' as const;
    });
    if (typeof found !== 'string') return found;
    return void (await sendMessage(request, reply, locale, found));
  }

  // GET /p/:id — a landing page (public). Every answer sets its own, stricter CSP (its CSS and script by hash), so the
  // app's policy (and the style nonce it draws for every response) is not built for it: a quarter more pages a second.
  app.get('/p/:id', { helmet: { contentSecurityPolicy: false } }, async (request: PageRequest, reply) => {
    const locale = publicLocale(request, ctx.config.defaultLocale);
    const found = await pageFor(request, reply, locale);
    if (!found) return reply;
    const { page, preview } = found;
    const userAgent = request.headers['user-agent'];
    // The owner's preview (and the app's phone frame, which asks with ?preview) is not a visitor's view.
    if (request.method === 'GET' && !preview && request.query.preview === undefined && countsAsView(userAgent)) {
      views.add(page, Date.now(), readRouteMark(ctx.config, request.query.via) ?? null);
    }
    const isApp = page.content.type === 'app';
    const platform = isApp ? platformOf(userAgent) : 'other';
    const headers = (cacheControl: string, csp: string) => ({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': cacheControl,
      vary: `Accept-Language, Cookie, Accept-Encoding${isApp ? ', User-Agent' : ''}`,
    });

    // A form carries a token made for this load, and a draft is its owner's: neither is kept nor stored by browsers.
    const loaded = await orUnavailable(request, reply, locale, async () => ({
      form: await formEmbedOf(ctx, page, request.query.qr, request.query.via),
    }));
    if (!loaded) return reply;
    const { form } = loaded;
    if (form || preview) {
      const made = await rendered(request, reply, locale, () =>
        renders.page(pageView(page, platform, form), locale, preview, oneOff(request)),
      );
      if (!made) return reply;
      const cacheControl = preview ? 'private, no-store' : 'no-store';
      const answer = new Representation(made, headers(cacheControl, made.csp));
      return sendRepresentation(request, reply, 200, answer, false);
    }
    const key = `${locale}:${platform}`;
    let answer = cache.render(page.id, key);
    if (!answer) {
      const made = await rendered(request, reply, locale, () =>
        renderOnce(page, key, () => renders.page(pageView(page, platform), locale, false, KEPT)),
      );
      if (!made) return reply;
      answer = new Representation(made, headers('no-cache', made.csp));
      // Not kept when the page was edited or deleted while it was being rendered: this request alone gets it.
      cache.keepRender(page.id, page, key, answer);
    }
    return sendRepresentation(request, reply, 200, answer, true);
  });

  // GET /p/:id/contact.vcf — a vCard page's contact, for the phone's address book (public)
  app.get('/p/:id/contact.vcf', async (request: PageRequest, reply) => {
    const locale = publicLocale(request, ctx.config.defaultLocale);
    const found = await pageFor(request, reply, locale);
    if (!found) return reply;
    const { content } = found.page;
    if (content.type !== 'vcard') return sendMessage(request, reply, locale, 'not_found');
    const name = [content.firstName, content.lastName].filter(Boolean).join(' ') || content.organization;
    return sendFile(request, reply, locale, pageVcard(content), {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': attachmentDisposition(name, 'vcf', 'contact'),
    });
  });

  // GET /p/:id/event.ics — an event page's date, for the calendar (public)
  app.get('/p/:id/event.ics', async (request: PageRequest, reply) => {
    const locale = publicLocale(request, ctx.config.defaultLocale);
    const found = await pageFor(request, reply, locale);
    if (!found) return reply;
    const { page } = found;
    if (page.content.type !== 'event') return sendMessage(request, reply, locale, 'not_found');
    const title = page.content.title || page.name;
    const ics = pageCalendar({ ...calendarFacts(ctx, page), title, content: page.content });
    return sendFile(request, reply, locale, ics, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': attachmentDisposition(title, 'ics', 'event'),
    });
  });

  /** A page's file: revalidated by ETag like the page, never cached without asking; compressed on the render thread. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    text: string,
    headers: Record<string, string>,
  ) {
    const made = await rendered(request, reply, locale, () => renders.text(text, oneOff(request)));
    if (!made) return reply;
    const file = new Representation(made, { ...headers, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    return sendRepresentation(request, reply, 200, file, true);
  }

  // GET /p-assets/model-viewer.js — the 3D viewer, from node_modules (public; versioned by its address)
  app.get(MODEL_VIEWER_PATH, async (request, reply) => {
    const asset = await modelViewerAsset();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('vary', 'Accept-Encoding')
      .header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? asset[encoding] : asset.plain);
  });
}
