import { EyeOff, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PageDetail } from '../../../shared/pages.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { Can } from '../../kit/Can.js';

/** The public page as a phone shows it, at exactly this size in CSS pixels (docs/product.md, Landing pages). */
export const PREVIEW_WIDTH = 322;
export const PREVIEW_HEIGHT = 519;

/**
 * The real public page (/p/{id}, from this server, as a visitor's phone gets it) in a phone's frame. `?preview`
 * keeps the owner's look out of the page's views, and shows a draft with its content to the owner (with a banner);
 * a page with no content yet gets the way to the editor instead. The address changes with each save, so the frame
 * loads the saved page rather than the one it showed before.
 */
export function PhonePreview({ page }: { page: PageDetail }) {
  const { t } = useTranslation();
  const path = `/p/${encodeURIComponent(page.id)}`;
  return (
    <figure className="mx-auto w-fit">
      <div className="rounded-[2.75rem] bg-slate-900 p-3 shadow-xl ring-1 ring-slate-700">
        <div className="mx-auto mb-2 h-1.5 w-16 rounded-full bg-slate-700" aria-hidden="true" />
        <div
          className="overflow-hidden rounded-[1.75rem] bg-white"
          style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }}
          data-testid="phone-screen"
        >
          {page.content ? (
            <iframe
              key={page.updatedAt}
              src={`${path}?preview=1&v=${encodeURIComponent(page.updatedAt)}`}
              title={t('page.preview_title', { name: page.name })}
              width={PREVIEW_WIDTH}
              height={PREVIEW_HEIGHT}
              className="block border-0"
              referrerPolicy="same-origin"
              data-testid="phone-preview"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-200 text-slate-600">
                <EyeOff className="size-6" aria-hidden="true" />
              </span>
              <p className="text-base font-semibold text-slate-900">{t('page.preview_draft_title')}</p>
              <p className="text-sm text-slate-600">{t('page.preview_draft_text')}</p>
              <Can permission="edit">
                <ButtonLink to={`/page/edit/${page.id}`} variant="secondary" className="mt-1">
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('page.preview_fill')}
                </ButtonLink>
              </Can>
            </div>
          )}
        </div>
        <div className="mx-auto mt-2.5 h-1 w-24 rounded-full bg-slate-600" aria-hidden="true" />
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        {page.published ? t('page.preview_caption') : t('page.preview_caption_draft')}
      </figcaption>
    </figure>
  );
}
