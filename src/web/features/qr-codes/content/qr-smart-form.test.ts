import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formToCreateBody, qrChanges, qrToForm, updateQrFormSchema } from './qr-form.js';
import { savedQrCode } from './saved-qr-code.js';

const saved = savedQrCode({
  rules: [
    {
      id: 'r1',
      name: null,
      conditions: [
        { kind: 'time', timeZone: 'Europe/Berlin', weekdays: [6, 7], fromTime: '09:00', untilTime: '17:00' },
      ],
      url: 'https://example.com/weekend',
    },
  ],
  split: [
    { id: 'a', name: 'Old', url: 'https://example.com/a', weight: 50 },
    { id: 'b', name: null, url: 'https://example.com/b', weight: 50 },
  ],
  passwordProtected: true,
  tags: [{ id: 'tag-1', name: 'Spring', color: 'green' }],
});

describe('the smart fields of the QR code form', () => {
  it('send nothing of an untouched smart destination, and only what changed', () => {
    const values = qrToForm(saved);
    expect(qrChanges(z.parse(updateQrFormSchema, values), saved)).toEqual({});
    const renamed = values.rules.map((rule) => ({ ...rule, name: 'Weekend' }));
    expect(qrChanges(z.parse(updateQrFormSchema, { ...values, rules: renamed }), saved)).toMatchObject({
      rules: [{ id: 'r1', name: 'Weekend' }],
    });
    const retagged = z.parse(updateQrFormSchema, { ...values, tagIds: [] });
    expect(qrChanges(retagged, saved)).toEqual({ tagIds: [] });
    const unlocked = z.parse(updateQrFormSchema, { ...values, passwordMode: 'remove' as const });
    expect(qrChanges(unlocked, saved)).toEqual({ password: null });
  });

  it('give a static code its tags but never rules, a split or a password', () => {
    const body = formToCreateBody({
      ...qrToForm({ ...saved, type: 'text', qrClass: 'static', target: null, payload: { kind: 'text', text: 'Hi' } }),
      passwordMode: 'set',
      password: 'secret',
    });
    expect(body).toMatchObject({ qrClass: 'static', tagIds: ['tag-1'] });
    expect(body).not.toHaveProperty('rules');
    expect(body).not.toHaveProperty('password');
  });
});
