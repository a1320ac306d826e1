import type { ComponentType } from 'react';
import type { PageTypeId } from '../../../../shared/catalogues.js';
import { AppEditor } from './AppEditor.js';
import { BusinessEditor } from './BusinessEditor.js';
import { CouponEditor } from './CouponEditor.js';
import { EventEditor } from './EventEditor.js';
import { FeedbackEditor } from './FeedbackEditor.js';
import { ModelEditor, PdfEditor } from './FileEditors.js';
import { ImagesEditor } from './ImagesEditor.js';
import { SocialEditor } from './SocialEditor.js';
import { VcardEditor } from './VcardEditor.js';
import { VideoEditor } from './VideoEditor.js';
import { WifiEditor } from './WifiEditor.js';

/** The editor of each type's own content. */
const EDITORS: Record<PageTypeId, ComponentType> = {
  'business-page': BusinessEditor,
  'social-media': SocialEditor,
  coupon: CouponEditor,
  vcard: VcardEditor,
  feedback: FeedbackEditor,
  rating: FeedbackEditor,
  video: VideoEditor,
  event: EventEditor,
  pdf: PdfEditor,
  app: AppEditor,
  images: ImagesEditor,
  wifi: WifiEditor,
  '3d-ar': ModelEditor,
};

export function ContentEditor({ type }: { type: PageTypeId }) {
  const Editor = EDITORS[type];
  return <Editor />;
}
