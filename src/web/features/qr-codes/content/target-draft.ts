// Where a dynamic code leads, as the QR code form holds it (every kind's fields, kept while the person switches
// between kinds), and how that becomes the API's target.
import type { QrTypeId } from '../../../../shared/catalogues.js';
import type { DynamicTargetKind, QrTarget, QrTargetInput } from '../../../../shared/qr-codes.js';

/** Where a dynamic code leads, with every kind's fields kept while the person switches between them. */
export interface TargetDraft {
  kind: DynamicTargetKind;
  linkId: string;
  url: string;
  feedbackId: string;
  /** '' for none: the form's answers are then not given for an event. */
  eventId: string;
  pageId: string;
}

export const EMPTY_TARGET: TargetDraft = {
  kind: 'link',
  linkId: '',
  url: '',
  feedbackId: '',
  eventId: '',
  pageId: '',
};

/** The QR types whose code may also lead to one of the workspace's landing pages (docs/product.md, QR codes). */
export const PAGE_QR_TYPES: readonly QrTypeId[] = [
  'website',
  'business-page',
  'social-media',
  'coupon',
  'vcard-plus',
  'rating',
  'video',
  'event',
  'pdf',
  'app',
  'images',
  '3d-ar',
];

/**
 * The kinds of target a code of this type offers, the default first: a feedback code leads to a form, any other
 * dynamic code to a link or an address, and the types of landing pages also to a page. A saved code keeps the
 * kind it has, whatever its type.
 */
export function targetKindsOf(type: QrTypeId | '', saved?: DynamicTargetKind | null): DynamicTargetKind[] {
  const kinds: DynamicTargetKind[] =
    type === 'feedback'
      ? ['feedback']
      : type && PAGE_QR_TYPES.includes(type)
        ? ['link', 'url', 'page']
        : ['link', 'url'];
  return saved && !kinds.includes(saved) ? [...kinds, saved] : kinds;
}

/** A saved target as the inputs hold it (a deleted form's id is kept, so the select says it must be chosen again). */
export function targetToDraft(target: QrTarget | null): TargetDraft {
  switch (target?.kind) {
    case 'link':
      return { ...EMPTY_TARGET, kind: 'link', linkId: target.linkId };
    case 'feedback':
      return {
        ...EMPTY_TARGET,
        kind: 'feedback',
        feedbackId: target.feedbackName === null ? '' : target.feedbackId,
        eventId: target.eventId ?? '',
      };
    case 'page':
      return { ...EMPTY_TARGET, kind: 'page', pageId: target.pageName === null ? '' : target.pageId };
    default:
      return { ...EMPTY_TARGET, kind: 'url', url: target?.url ?? '' };
  }
}

/** What the inputs send for the target: only the chosen kind's fields; a cleared event as null. */
export function targetInput(target: TargetDraft): QrTargetInput {
  switch (target.kind) {
    case 'link':
      return { kind: 'link', linkId: target.linkId };
    case 'feedback':
      return { kind: 'feedback', feedbackId: target.feedbackId, eventId: target.eventId || null };
    case 'page':
      return { kind: 'page', pageId: target.pageId };
    default:
      return { kind: 'url', url: target.url };
  }
}

/** Whether a target to send is the one saved (so an edit need not send it). */
export function sameTarget(input: QrTargetInput, saved: QrTarget | null): boolean {
  switch (input.kind) {
    case 'link':
      return saved?.kind === 'link' && saved.linkId === input.linkId;
    case 'feedback':
      return (
        saved?.kind === 'feedback' &&
        saved.feedbackName !== null &&
        saved.feedbackId === input.feedbackId &&
        saved.eventId === (input.eventId ?? null)
      );
    case 'page':
      return saved?.kind === 'page' && saved.pageName !== null && saved.pageId === input.pageId;
    default:
      return saved?.kind === 'url' && saved.url === input.url;
  }
}
