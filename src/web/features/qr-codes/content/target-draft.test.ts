import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { QrCode, QrTarget } from '../../../../shared/qr-codes.js';
import {
  createQrFormSchema,
  emptyQrForm,
  formToCreateBody,
  preselected,
  QR_FORM_FIELDS,
  qrChanges,
  qrToForm,
  updateQrFormSchema,
} from './qr-form.js';
import { EMPTY_TARGET, sameTarget, targetInput, targetKindsOf, targetToDraft } from './target-draft.js';
import { savedQrCode } from './saved-qr-code.js';

const feedbackTarget = (changes: Partial<Extract<QrTarget, { kind: 'feedback' }>> = {}): QrTarget => ({
  kind: 'feedback',
  feedbackId: 'form-1',
  feedbackName: 'Table feedback',
  eventId: null,
  eventName: null,
  url: 'https://s.example/f/form-1',
  ...changes,
});

const savedCode = (target: QrTarget | null, type: QrCode['type'] = 'feedback'): QrCode =>
  savedQrCode({ name: 'Table 4', slug: 'table-4', type, target });

describe('the kinds of target a code offers', () => {
  it('leads a feedback code to a form, any other dynamic code to a link or an address', () => {
    expect(targetKindsOf('feedback')).toEqual(['feedback']);
    expect(targetKindsOf('link')).toEqual(['link', 'url']);
    expect(targetKindsOf('')).toEqual(['link', 'url']);
  });

  it('offers a landing page after the link and the address for the types of pages, not for a plain link', () => {
    expect(targetKindsOf('coupon')).toEqual(['link', 'url', 'page']);
    expect(targetKindsOf('vcard-plus')).toEqual(['link', 'url', 'page']);
    expect(targetKindsOf('link')).not.toContain('page');
    expect(targetKindsOf('link', 'page')).toEqual(['link', 'url', 'page']);
  });

  it('keeps the kind a saved code has, whatever its type', () => {
    expect(targetKindsOf('link', 'feedback')).toEqual(['link', 'url', 'feedback']);
    expect(targetKindsOf('feedback', 'url')).toEqual(['feedback', 'url']);
    expect(targetKindsOf('feedback', 'feedback')).toEqual(['feedback']);
  });
});

describe('a feedback target in the form', () => {
  it('reads a saved form and event into the inputs, and a deleted form as one to choose again', () => {
    expect(targetToDraft(feedbackTarget({ eventId: 'event-1', eventName: 'Fair' }))).toEqual({
      ...EMPTY_TARGET,
      kind: 'feedback',
      feedbackId: 'form-1',
      eventId: 'event-1',
    });
    expect(targetToDraft(feedbackTarget({ feedbackName: null }))).toMatchObject({ kind: 'feedback', feedbackId: '' });
  });

  it('sends only the form and the event, a cleared event as null', () => {
    const draft = { ...EMPTY_TARGET, kind: 'feedback' as const, feedbackId: 'form-1', linkId: 'l1', url: 'x.com' };
    expect(targetInput(draft)).toEqual({ kind: 'feedback', feedbackId: 'form-1', eventId: null });
    expect(targetInput({ ...draft, eventId: 'event-1' })).toEqual({
      kind: 'feedback',
      feedbackId: 'form-1',
      eventId: 'event-1',
    });
  });

  it('tells an unchanged form and event from a changed one', () => {
    const saved = feedbackTarget({ eventId: 'event-1', eventName: 'Fair' });
    expect(sameTarget({ kind: 'feedback', feedbackId: 'form-1', eventId: 'event-1' }, saved)).toBe(true);
    expect(sameTarget({ kind: 'feedback', feedbackId: 'form-1', eventId: null }, saved)).toBe(false);
    expect(sameTarget({ kind: 'feedback', feedbackId: 'form-2', eventId: 'event-1' }, saved)).toBe(false);
    expect(sameTarget({ kind: 'url', url: 'https://s.example/f/form-1' }, saved)).toBe(false);
  });

  it('creates a feedback code with its form, and refuses one without, on the field’s path', () => {
    const values = {
      ...emptyQrForm('Scan me'),
      type: 'feedback' as const,
      name: 'Table 4',
      target: { ...EMPTY_TARGET, kind: 'feedback' as const, feedbackId: 'form-1', eventId: 'event-1' },
    };
    expect(formToCreateBody(values)).toMatchObject({
      type: 'feedback',
      qrClass: 'dynamic',
      target: { kind: 'feedback', feedbackId: 'form-1', eventId: 'event-1' },
    });
    const refused = z.safeParse(createQrFormSchema, { ...values, target: { ...values.target, feedbackId: '' } });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['target.feedbackId', 'required'],
    ]);
    expect(QR_FORM_FIELDS).toEqual(expect.arrayContaining(['target.feedbackId', 'target.eventId']));
  });

  it('sends on edit only a changed form or event', () => {
    const saved = savedCode(feedbackTarget());
    const values = qrToForm(saved);
    expect(qrChanges(z.parse(updateQrFormSchema, values), saved)).toEqual({});
    const withEvent = { ...values, target: { ...values.target, eventId: 'event-1' } };
    expect(qrChanges(z.parse(updateQrFormSchema, withEvent), saved)).toEqual({
      target: { kind: 'feedback', feedbackId: 'form-1', eventId: 'event-1' },
    });
  });
});

describe('a form opened with a choice made (?type=feedback&feedbackId=…)', () => {
  const empty = emptyQrForm('Scan me');

  it('chooses a new code’s type, class, form and event', () => {
    const values = preselected(empty, new URLSearchParams('type=feedback&feedbackId=form-1&eventId=event-1'));
    expect(values).toMatchObject({
      type: 'feedback',
      qrClass: 'dynamic',
      target: { kind: 'feedback', feedbackId: 'form-1', eventId: 'event-1' },
    });
  });

  it('takes a known type alone, and leaves out unknown types and forms a type does not lead to', () => {
    expect(preselected(empty, new URLSearchParams('type=wifi'))).toMatchObject({ type: 'wifi', qrClass: 'static' });
    expect(preselected(empty, new URLSearchParams('type=nonsense&feedbackId=form-1'))).toEqual(empty);
    expect(preselected(empty, new URLSearchParams('type=website&feedbackId=form-1')).target).toEqual(EMPTY_TARGET);
  });

  it('takes a landing page for a type that leads to pages (from a page’s screen), not for a plain link', () => {
    const values = preselected(empty, new URLSearchParams('type=coupon&pageId=page-1'));
    expect(values).toMatchObject({ type: 'coupon', qrClass: 'dynamic' });
    expect(values.target).toEqual({ ...EMPTY_TARGET, kind: 'page', pageId: 'page-1' });
    expect(preselected(empty, new URLSearchParams('type=link&pageId=page-1')).target).toEqual(EMPTY_TARGET);
  });

  it('on the edit screen, keeps the code’s type and takes the form where the code leads to one', () => {
    const saved = savedCode(feedbackTarget());
    const values = preselected(qrToForm(saved), new URLSearchParams('type=link&feedbackId=form-2'), saved);
    expect(values.type).toBe('feedback');
    expect(values.target).toMatchObject({ kind: 'feedback', feedbackId: 'form-2', eventId: '' });
    const link = savedCode({ kind: 'url', url: 'https://example.com' }, 'link');
    expect(preselected(qrToForm(link), new URLSearchParams('feedbackId=form-2'), link).target.kind).toBe('url');
  });
});

describe('the feedback target’s texts', () => {
  it('are in the English locale, which the locale test holds the other eleven to', async () => {
    const en = (await import('../../../locales/en.json')).default as { qr_code: Record<string, unknown> };
    const feedback = en.qr_code.feedback_target as Record<string, string>;
    const target = en.qr_code.target as Record<string, string>;
    const used = ['kind', 'kind_hint', 'form_label', 'choose_form', 'form_hint', 'no_forms', 'create_form'];
    used.push('event_label', 'no_event', 'event_hint', 'no_events', 'create_event', 'form_deleted', 'form', 'event');
    used.push('deleted');
    expect(used.filter((key) => typeof feedback[key] !== 'string')).toEqual([]);
    const targetKeys = ['kind_feedback', 'kind_link', 'kind_url', 'via_form', 'for_event', 'form_deleted'];
    expect(targetKeys.filter((key) => typeof target[key] !== 'string')).toEqual([]);
  });
});

describe('a page target in the form', () => {
  const pageTarget = (pageName: string | null): QrTarget => ({
    kind: 'page',
    pageId: 'page-1',
    pageName,
    url: 'https://s.example/p/page-1',
  });

  it('reads a saved page into the inputs, and a deleted page as one to choose again', () => {
    expect(targetToDraft(pageTarget('Menu'))).toEqual({ ...EMPTY_TARGET, kind: 'page', pageId: 'page-1' });
    expect(targetToDraft(pageTarget(null))).toEqual({ ...EMPTY_TARGET, kind: 'page', pageId: '' });
  });

  it('sends only the page, and sees the saved page as no change unless it was deleted', () => {
    const input = targetInput({ ...EMPTY_TARGET, kind: 'page', pageId: 'page-1', url: 'https://left.example' });
    expect(input).toEqual({ kind: 'page', pageId: 'page-1' });
    expect(sameTarget(input, pageTarget('Menu'))).toBe(true);
    expect(sameTarget(input, pageTarget(null))).toBe(false);
    expect(sameTarget({ kind: 'page', pageId: 'page-2' }, pageTarget('Menu'))).toBe(false);
  });
});
