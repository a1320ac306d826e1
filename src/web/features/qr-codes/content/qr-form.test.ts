import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { QR_TYPES } from '../../../../shared/catalogues.js';
import type { QrCode } from '../../../../shared/qr-codes.js';
import { SCAN_PROBLEMS } from '../../../../shared/qr-codes.js';
import { STATIC_KINDS } from '../../../../shared/qr-payloads.js';
import {
  classOf,
  createQrFormSchema,
  emptyQrForm,
  formToCreateBody,
  liveIssues,
  QR_FORM_FIELDS,
  qrChanges,
  qrToForm,
  updateQrFormSchema,
  type QrFormValues,
} from './qr-form.js';
import { checkPayload, EMPTY_PAYLOAD, PAYLOAD_FIELDS, payloadInput } from './payload-draft.js';
import { EMPTY_TARGET } from './target-draft.js';
import { savedQrCode } from './saved-qr-code.js';

const form = (changes: Partial<QrFormValues>): QrFormValues => ({ ...emptyQrForm('Scan me'), ...changes });
const issues = (schema: typeof createQrFormSchema | typeof updateQrFormSchema, values: QrFormValues) =>
  z.safeParse(schema, values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const saved = savedQrCode();

describe('the QR code form', () => {
  it('sends a dynamic code’s target and a static code’s payload, never both', () => {
    const dynamic = formToCreateBody(
      form({ type: 'link', name: 'Menu', target: { ...EMPTY_TARGET, kind: 'url', url: 'example.com', linkId: 'l1' } }),
    );
    expect(dynamic).toMatchObject({ qrClass: 'dynamic', target: { kind: 'url', url: 'example.com' } });
    expect(dynamic).not.toHaveProperty('payload');
    const wifi = formToCreateBody(
      form({ type: 'wifi', name: 'Guests', payload: { ...EMPTY_PAYLOAD, ssid: 'Cafe', password: 'longenough' } }),
    );
    expect(wifi).toMatchObject({ qrClass: 'static', payload: { kind: 'wifi', ssid: 'Cafe', security: 'WPA' } });
    expect(wifi).not.toHaveProperty('target');
  });

  it('keeps the class a type allows: dynamic where it can be', () => {
    expect(classOf('wifi', 'dynamic')).toBe('static');
    expect(classOf('link', 'static')).toBe('static');
    expect(classOf('website', 'static')).toBe('dynamic');
  });

  it('refuses before sending what the server would, on the same paths and with the same codes', () => {
    expect(issues(createQrFormSchema, form({}))).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['type', 'invalid_option'],
      ]),
    );
    expect(
      issues(
        createQrFormSchema,
        form({ type: 'link', name: 'A', target: { ...EMPTY_TARGET, kind: 'url', url: 'not a url' } }),
      ),
    ).toEqual([['target.url', 'invalid_url']]);
    expect(
      issues(createQrFormSchema, form({ type: 'link', name: 'A', target: { ...EMPTY_TARGET, kind: 'link' } })),
    ).toEqual([['target.linkId', 'required']]);
    const wifi = form({ type: 'wifi', name: 'A', payload: { ...EMPTY_PAYLOAD, ssid: 'Cafe', password: 'short' } });
    expect(issues(createQrFormSchema, wifi)).toEqual([['payload.password', 'too_short']]);
    const badColour = form({ type: 'link', name: 'A', target: { ...EMPTY_TARGET, kind: 'url', url: 'example.com' } });
    badColour.design = { ...badColour.design, background: 'white' };
    expect(issues(createQrFormSchema, badColour)).toEqual([['design.background', 'invalid_color']]);
  });

  it('checks a saved static code’s payload rules on edit too', () => {
    const values = form({
      type: 'wifi',
      qrClass: 'static',
      name: 'A',
      payload: { ...EMPTY_PAYLOAD, ssid: 'Cafe', password: 'short' },
    });
    expect(issues(updateQrFormSchema, values)).toEqual([['payload.password', 'too_short']]);
  });

  it('leaves empty optional fields out of a payload, and the password of an open network', () => {
    expect(payloadInput('email', { ...EMPTY_PAYLOAD, to: 'a@b.co', subject: ' ' })).toEqual({
      kind: 'email',
      to: 'a@b.co',
    });
    expect(
      payloadInput('wifi', { ...EMPTY_PAYLOAD, ssid: 'Cafe', security: 'nopass', password: 'x', hidden: true }),
    ).toEqual({
      kind: 'wifi',
      ssid: 'Cafe',
      security: 'nopass',
      hidden: true,
    });
    expect(checkPayload('vcard', EMPTY_PAYLOAD).issues).toEqual({ 'payload.firstName': 'required' });
    expect(checkPayload('phone', { ...EMPTY_PAYLOAD, phone: '+49 (30) 123-456' }).payload).toEqual({
      kind: 'phone',
      phone: '+4930123456',
    });
  });

  it('shows live issues only for the content its class carries', () => {
    expect(liveIssues(form({ type: 'link', qrClass: 'dynamic' }))).toEqual({});
    expect(liveIssues(form({ type: 'text', qrClass: 'static' }))).toEqual({ 'payload.text': 'required' });
  });

  it('sends only what changed on edit', () => {
    const values = qrToForm(saved);
    const body = z.parse(updateQrFormSchema, values);
    expect(qrChanges(body, saved)).toEqual({});
    const renamed = z.parse(updateQrFormSchema, { ...values, name: 'Lunch menu' });
    expect(qrChanges(renamed, saved)).toEqual({ name: 'Lunch menu' });
    const retargeted = z.parse(updateQrFormSchema, {
      ...values,
      target: { ...EMPTY_TARGET, kind: 'link', linkId: 'link-9' },
    });
    expect(qrChanges(retargeted, saved)).toEqual({ target: { kind: 'link', linkId: 'link-9' } });
    const recoloured = z.parse(updateQrFormSchema, { ...values, design: { ...values.design, background: '#FFF' } });
    expect(qrChanges(recoloured, saved)).toEqual({});
    const dotted = z.parse(updateQrFormSchema, { ...values, design: { ...values.design, dotStyle: 'dots' } });
    expect(Object.keys(qrChanges(dotted, saved))).toEqual(['design']);
  });

  it('compares a static payload without its empty optional fields', () => {
    const wifi: QrCode = {
      ...saved,
      type: 'wifi',
      qrClass: 'static',
      target: null,
      payload: { kind: 'wifi', ssid: 'Cafe', security: 'WPA', password: 'longenough', hidden: false },
    };
    const body = z.parse(updateQrFormSchema, qrToForm(wifi));
    expect(qrChanges(body, wifi)).toEqual({});
  });

  it('offers every field a server issue may name', () => {
    for (const kind of STATIC_KINDS) {
      for (const field of PAYLOAD_FIELDS[kind]) expect(QR_FORM_FIELDS).toContain(`payload.${field}`);
    }
    expect(QR_FORM_FIELDS).toContain('design.frame.text');
    expect(QR_FORM_FIELDS).toContain('target.url');
  });
});

describe('the designer’s texts', () => {
  type Tree = { [key: string]: string | Tree };
  const en = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as Tree;
  const has = (key: string) =>
    typeof key
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), en) ===
    'string';

  it('name every choice the designer shows', () => {
    const keys = [
      ...['dynamic', 'static'].flatMap((c) => [`qr_designer.class.${c}`, `qr_designer.class.${c}_hint`]),
      ...['link', 'url'].flatMap((k) => [`qr_designer.target.kind_${k}`, `qr_designer.target.kind_${k}_hint`]),
      ...['solid', 'linear', 'radial'].map((k) => `qr_designer.colors.${k}`),
      ...['square', 'dots', 'rounded', 'extra-rounded', 'classy', 'classy-rounded'].map((s) => `qr_designer.dots.${s}`),
      ...['square', 'extra-rounded', 'dot'].map((s) => `qr_designer.corners.square_${s}`),
      ...['square', 'dot'].map((s) => `qr_designer.corners.dot_${s}`),
      ...['L', 'M', 'Q', 'H'].flatMap((l) => [
        `qr_designer.error_correction.${l}`,
        `qr_designer.error_correction.${l}_hint`,
      ]),
      ...['none', 'banner-bottom', 'banner-top', 'box'].map((f) => `qr_designer.frame.${f}`),
      ...['WPA', 'WEP', 'nopass'].map((s) => `qr_designer.payload.security_${s}`),
      ...Object.keys(EMPTY_PAYLOAD).map((field) => `qr_designer.payload.${field}`),
      ...['url', 'phone', 'ssid', 'password', 'text'].map((field) => `qr_designer.payload.${field}_hint`),
      ...SCAN_PROBLEMS.flatMap((p) => [
        `qr_designer.problem.${p}.title`,
        `qr_designer.problem.${p}.fix`,
        `field_errors.${p}`,
      ]),
      ...QR_TYPES.map((type) => `qr_type.${type.id}`),
      'errors.qr_does_not_scan',
      'errors.code_taken',
      ...[
        'invalid_color',
        'logo_unsupported_type',
        'logo_invalid_image',
        'logo_too_big',
        'unsupported_characters',
        'too_short',
        'wrong_scheme',
      ].map((code) => `field_errors.${code}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});

describe('a refused preview', () => {
  it('puts its field issues on the form’s paths', async () => {
    const { ApiError } = await import('../../../api/client.js');
    const { previewIssuesOf } = await import('./qr-form.js');
    const refused = new ApiError(422, 'validation_failed', 'Invalid.', [
      { path: 'design.frame.text', code: 'unsupported_characters', message: '' },
      { path: 'content.payload.ssid', code: 'too_long', message: '' },
      { path: 'content.code', code: 'invalid_code', message: '' },
    ]);
    expect(previewIssuesOf(refused)).toEqual({
      'design.frame.text': 'unsupported_characters',
      'payload.ssid': 'too_long',
    });
    expect(previewIssuesOf(new ApiError(0, 'network_error', 'Offline.'))).toEqual({});
    expect(previewIssuesOf(null)).toEqual({});
  });
});
