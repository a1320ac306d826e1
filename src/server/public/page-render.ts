import { intlLocale, type Locale } from '../../shared/locales.js';
import type { PageContent } from '../../shared/page-content.js';
import {
  appBlock,
  businessBlock,
  couponBlock,
  eventBlock,
  socialBlock,
  vcardBlock,
  wifiBlock,
} from './page-blocks-info.js';
import { formBlock, imagesBlock, modelBlock, pdfBlock, videoBlock } from './page-blocks-media.js';
import type { Block, BlockContext, PublicPageView } from './page-blocks.js';
import { escapeHtml } from './page-html.js';
import { messageDocument, pageDocument } from './page-shell.js';
import { PAGE_TEXTS } from './page-texts.js';

export type { FormEmbed, PageMediaView, Platform, PublicPageView } from './page-blocks.js';

type Drawers = { [T in PageContent['type']]: (context: BlockContext<T>) => Block };

const DRAWERS: Drawers = {
  'business-page': businessBlock,
  'social-media': socialBlock,
  coupon: couponBlock,
  vcard: vcardBlock,
  feedback: formBlock,
  rating: formBlock,
  video: videoBlock,
  event: eventBlock,
  pdf: pdfBlock,
  app: appBlock,
  images: imagesBlock,
  wifi: wifiBlock,
  '3d-ar': modelBlock,
};

function drawBlock(view: PublicPageView, locale: Locale): Block {
  const context = { view, content: view.content, locale, tag: intlLocale(locale), texts: PAGE_TEXTS[locale] };
  // The content's type picks its drawer; TypeScript cannot follow the pairing through the lookup.
  const draw = DRAWERS[view.content.type] as (context: BlockContext<PageContent['type']>) => Block;
  return draw(context);
}

/**
 * A landing page (docs/product.md, Landing pages) as its visitors see it, in their language: the headline (the
 * content's title, else the page's name) and text on the accent colour, then the type's own block. Returns the document
 * and its CSP.
 */
export function renderPublicPage(view: PublicPageView, locale: Locale, options: { preview?: boolean } = {}) {
  const block = drawBlock(view, locale);
  const title = view.content.title || view.name;
  const hero =
    `<header class="hero"><h1>${escapeHtml(title)}</h1>` +
    (view.content.description ? `<p>${escapeHtml(view.content.description)}</p>` : '') +
    `</header>`;
  return pageDocument({
    locale,
    title,
    accent: /^#[0-9a-f]{6}$/i.test(view.content.accent) ? view.content.accent.toLowerCase() : '#2563eb',
    body: `<main>${hero}<div class="card">${block.html}</div></main>`,
    styles: block.styles ?? [],
    scripts: block.scripts ?? [],
    head: block.head,
    policy: block.policy,
    preview: options.preview,
  });
}

export type PageMessage = 'not_found' | 'unpublished' | 'unavailable';

/** The page for a page that does not exist, is not published, or cannot be read right now. */
export function renderPageMessage(locale: Locale, kind: PageMessage) {
  const texts = PAGE_TEXTS[locale];
  const [title, body] =
    kind === 'not_found'
      ? [texts.notFoundTitle, texts.notFoundBody]
      : kind === 'unpublished'
        ? [texts.unpublishedTitle, texts.unpublishedBody]
        : [texts.unavailableTitle, texts.unavailableBody];
  return messageDocument(locale, title, body);
}
