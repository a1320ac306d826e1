import type { PageTypeId, QrTypeId } from '../../../shared/catalogues.js';

/**
 * The QR type a page's code is made as: the type of the same name where there is a dynamic one (a vCard page's
 * code is a "vCard Plus"; the vCard type is static), a website code for pages whose QR type is static or leads
 * to a form instead.
 */
const QR_TYPE_OF_PAGE: Record<PageTypeId, QrTypeId> = {
  'business-page': 'business-page',
  'social-media': 'social-media',
  coupon: 'coupon',
  vcard: 'vcard-plus',
  feedback: 'website',
  rating: 'rating',
  video: 'video',
  event: 'event',
  pdf: 'pdf',
  app: 'app',
  images: 'images',
  wifi: 'website',
  '3d-ar': '3d-ar',
};

/** The QR designer, opened with a code of the page's QR type leading to the page. */
export function newPageQrCodePath(page: { id: string; typeId: PageTypeId }): string {
  const query = new URLSearchParams({ type: QR_TYPE_OF_PAGE[page.typeId], pageId: page.id });
  return `/qr-code/new?${query.toString()}`;
}
