// Whole, valid contents of every page type, and the uploads and form they show: for the tests of the pages API,
// of the public page and of anything else that needs a page of each type.
import { expect } from 'vitest';
import type { PageTypeId } from '../../shared/catalogues.js';
import type { BuiltWorkspace } from './builders.js';
import { glb, image, mp4, pdf, uploadOk } from './media-files.js';

/** What a workspace's pages may show: one upload of each kind, and a feedback form. */
export async function pageAssetsOf(owner: BuiltWorkspace) {
  const form = await owner.client.post<{ id: string }>('/api/feedback', { name: 'Table feedback' });
  expect(form.status).toBe(201);
  return {
    feedbackId: form.body.id,
    imageId: (await uploadOk(owner.client, 'image', await image('png'))).id,
    videoId: (await uploadOk(owner.client, 'video', mp4())).id,
    pdfId: (await uploadOk(owner.client, 'pdf', pdf())).id,
    modelId: (await uploadOk(owner.client, 'model', glb())).id,
  };
}
export type PageAssets = Awaited<ReturnType<typeof pageAssetsOf>>;

/** A whole, valid content of every type, naming the workspace's own uploads and form. */
export function validPageContent(type: PageTypeId, assets: PageAssets): Record<string, unknown> {
  const common = { type, title: 'Welcome', description: 'Nice to see you.' };
  switch (type) {
    case 'business-page':
      return {
        ...common,
        hours: [
          { day: 'mon', opens: '09:00', closes: '18:00' },
          { day: 'sun', closed: true },
        ],
        address: 'Main street 1, Springfield',
        phone: '+1 555 0100',
        email: 'hello@example.com',
        website: 'example.com',
        buttons: [{ label: 'Menu', url: 'https://example.com/menu' }],
      };
    case 'social-media':
      return { ...common, profiles: [{ network: 'instagram', url: 'https://instagram.com/example' }] };
    case 'coupon':
      return { ...common, code: 'SPRING10', expiresOn: '2030-05-01', terms: 'One per visit.' };
    case 'vcard':
      return {
        ...common,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobile: '+44 20 7946 0958',
      };
    case 'feedback':
    case 'rating':
      return { ...common, feedbackId: assets.feedbackId };
    case 'video':
      return { ...common, mediaId: assets.videoId };
    case 'event':
      return {
        ...common,
        place: 'Town hall',
        startsAt: '2030-04-18T09:00:00+02:00',
        endsAt: '2030-04-18T18:00:00+02:00',
        timeZone: 'Europe/Berlin',
      };
    case 'pdf':
      return { ...common, mediaId: assets.pdfId };
    case 'app':
      return { ...common, googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.example' };
    case 'images':
      return { ...common, images: [{ mediaId: assets.imageId, caption: 'Our shop' }] };
    case 'wifi':
      return { ...common, ssid: 'Cafe guests', encryption: 'WPA', password: 'espresso-2030' };
    case '3d-ar':
      return { ...common, mediaId: assets.modelId };
  }
}
