import { videoProvider } from '../../shared/page-content.js';
import { FORM_SCRIPT, FORM_STYLE, formMarkup } from './form-page.js';
import { FORM_TEXTS } from './form-texts.js';
import { modelViewerUrl } from './page-assets.js';
import type { Block, BlockContext, PageMediaView } from './page-blocks.js';
import { icon } from './page-icons.js';
import { escapeHtml, fileSize, fill, mediaUrl, outsideLink, safeUrl } from './page-html.js';

/**
 * The blocks of the landing page types that show uploads or other pages: video, PDF, images, 3D/AR and the feedback
 * and rating forms. Uploads come from `/m/{id}` (every node serves them); the only outside frames are YouTube's and
 * Vimeo's players, allowed by that page's CSP alone.
 */

const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
const VIMEO_PLAYER = 'https://player.vimeo.com';
const FRAME_STYLE =
  '.frame{position:relative;aspect-ratio:16/9;border-radius:.75rem;overflow:hidden;background:#0f172a}.frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}';

const downloadLink = (media: PageMediaView, label: string, tag: string, className = 'btn alt') =>
  `<a class="${className}" href="${mediaUrl(media.id)}" download>${icon('download')}<span>${escapeHtml(label)}</span><small>${escapeHtml(fileSize(media.bytes, tag))}</small></a>`;

/** The player address of a YouTube or Vimeo page address, or null for anything else. */
export function embedUrl(url: string): { src: string; origin: string; provider: string } | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  const provider = videoProvider(safe);
  if (provider === 'youtube') {
    const id = /(?:[?&]v=|\/embed\/|\/shorts\/|youtu\.be\/)([\w-]{6,20})/.exec(safe)?.[1];
    return id ? { src: `${YOUTUBE_PLAYER}/embed/${id}`, origin: YOUTUBE_PLAYER, provider: 'YouTube' } : null;
  }
  if (provider === 'vimeo') {
    const id = /vimeo\.com\/(?:video\/)?(\d{1,15})/.exec(safe)?.[1];
    return id ? { src: `${VIMEO_PLAYER}/video/${id}`, origin: VIMEO_PLAYER, provider: 'Vimeo' } : null;
  }
  return null;
}

export function videoBlock({ view, content, tag, texts }: BlockContext<'video'>): Block {
  const media = content.mediaId ? view.media.get(content.mediaId) : undefined;
  if (media?.kind === 'video') {
    return {
      html:
        `<video controls preload="metadata" playsinline><source src="${mediaUrl(media.id)}" type="${escapeHtml(media.contentType)}">` +
        `<p>${escapeHtml(texts.videoFallback)}</p></video>` +
        `<div class="btns">${downloadLink(media, texts.downloadVideo, tag)}</div>`,
      styles: ['video{display:block;width:100%;border-radius:.75rem;background:#0f172a}'],
    };
  }
  const embed = content.videoUrl ? embedUrl(content.videoUrl) : null;
  if (!embed) return { html: '' };
  const original = safeUrl(content.videoUrl) as string;
  return {
    html:
      `<div class="frame"><iframe src="${escapeHtml(embed.src)}" title="${escapeHtml(texts.videoTitle)}" loading="lazy" ` +
      `allow="encrypted-media; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>` +
      `<div class="btns">${outsideLink(original, `${icon('external')}<span>${escapeHtml(fill(texts.watchOn, { provider: embed.provider }))}</span>`, 'btn alt')}</div>`,
    styles: [FRAME_STYLE],
    policy: { frames: [embed.origin] },
  };
}

export function pdfBlock({ view, content, tag, texts }: BlockContext<'pdf'>): Block {
  const media = view.media.get(content.mediaId);
  if (media?.kind !== 'pdf') return { html: '' };
  // A frame would start the download as the page opens: the visitor chooses to save it instead.
  if (media.downloadOnly)
    return { html: `<div class="btns">${downloadLink(media, texts.downloadPdf, tag, 'btn')}</div>` };
  const title = content.title || media.fileName;
  return {
    html:
      `<iframe class="pdf" src="${mediaUrl(media.id)}" title="${escapeHtml(title)}" loading="lazy"></iframe>` +
      `<p class="note">${escapeHtml(texts.pdfFallback)}</p>` +
      `<div class="btns"><a class="btn" href="${mediaUrl(media.id)}">${icon('external')}<span>${escapeHtml(texts.openPdf)}</span></a>` +
      `${downloadLink(media, texts.downloadPdf, tag)}</div>`,
    styles: [
      '.pdf{display:block;width:100%;height:70vh;min-height:20rem;border:1px solid #e2e8f0;border-radius:.75rem}',
    ],
    policy: { frames: ["'self'"] },
  };
}

export function imagesBlock({ view, content, texts }: BlockContext<'images'>): Block {
  const images = content.images.filter((image) => view.media.get(image.mediaId)?.kind === 'image');
  const items = images.map((image, index) => {
    const src = mediaUrl(image.mediaId);
    // The first image is what a phone shows at once; the others load when they come near the screen.
    const loading = index === 0 ? '' : ' loading="lazy"';
    // A caption names the image's link (written once, not again as alt text); without one, its place does.
    const name = image.caption
      ? `<a href="${src}" aria-labelledby="c${index}"><img src="${src}" alt=""`
      : `<a href="${src}"><img src="${src}" alt="${escapeHtml(fill(texts.imageAlt, { n: index + 1, total: images.length }))}"`;
    return (
      `<li><figure>${name}${loading} decoding="async"></a>` +
      (image.caption ? `<figcaption id="c${index}">${escapeHtml(image.caption)}</figcaption>` : '') +
      `</figure></li>`
    );
  });
  return {
    html: `<ul class="gallery">${items.join('')}</ul>`,
    styles: [
      '.gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.625rem}',
      'figure{margin:0}',
      '.gallery img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:.5rem;background:#e2e8f0}',
      'figcaption{font-size:.8125rem;color:#475569;margin-top:.25rem;overflow-wrap:anywhere}',
    ],
  };
}

export function modelBlock({ view, content, tag, texts }: BlockContext<'3d-ar'>): Block {
  const media = view.media.get(content.mediaId);
  if (media?.kind !== 'model') return { html: '' };
  const alt = content.title || texts.modelAlt;
  return {
    // The viewer (a web component, ~1 MB) is loaded on this page only, from this server.
    head: `<script type="module" src="${modelViewerUrl()}"></script>`,
    html:
      `<model-viewer src="${mediaUrl(media.id)}" alt="${escapeHtml(alt)}" camera-controls touch-action="pan-y" ar shadow-intensity="1">` +
      `<button slot="ar-button" class="btn ar" type="button">${escapeHtml(texts.viewInAr)}</button></model-viewer>` +
      `<noscript><p class="note">${escapeHtml(texts.modelNoScript)}</p></noscript>` +
      `<div class="btns">${downloadLink(media, texts.downloadModel, tag)}</div>`,
    styles: [
      'model-viewer{display:block;width:100%;height:22rem;background:#f8fafc;border-radius:.75rem}',
      // Without JavaScript the element is never defined: nothing of it shows, the note and the download do.
      'model-viewer:not(:defined){display:none}',
      '.ar{position:absolute;left:.75rem;right:.75rem;bottom:.75rem;border:0;font:inherit;font-weight:600;cursor:pointer}',
    ],
    policy: { viewer: true },
  };
}

/** The feedback and rating types alike: their content only names the form. */
export function formBlock({ view, locale }: Pick<BlockContext<'feedback'>, 'view' | 'locale'>): Block {
  const texts = FORM_TEXTS[locale];
  const form = view.form;
  if (!form || form.state !== 'open') {
    const [title, body] =
      form?.state === 'closed' ? [texts.closedTitle, texts.closedBody] : [texts.notFoundTitle, texts.notFoundBody];
    return {
      html: `<div class="closed" role="status"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p></div>`,
      styles: ['.closed{text-align:center}.closed p{color:#475569;margin:0}'],
    };
  }
  return {
    html: formMarkup(locale, form.view),
    // The form's own look, then ours over it: the page is the card, the button takes the accent.
    styles: [
      FORM_STYLE,
      'main{padding:0}.card{padding:1.25rem}.hero h1{margin:0}footer{padding:1.25rem}',
      '@media (min-width:40rem){main{padding:2rem 0 0}.card{padding:1.75rem}}',
      'button[type=submit]{background:var(--a);color:var(--on)}',
      '.stars input:focus-visible+label,.nps input:focus-visible+label{outline-color:var(--a)}',
    ],
    scripts: [FORM_SCRIPT],
    policy: { form: true },
  };
}
