import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createQrFormSchema,
  emptyQrForm,
  formToCreateBody,
  qrChanges,
  qrToForm,
  updateQrFormSchema,
  type QrFormValues,
} from './qr-form.js';
import { preselectedPlace } from './qr-placement.js';
import { EMPTY_TARGET } from './target-draft.js';
import { savedQrCode } from './saved-qr-code.js';

const saved = savedQrCode({ name: 'Door sticker', slug: 'door-sticker', locationId: 'loc-1' });

const newCode = (changes: Partial<QrFormValues>): QrFormValues => ({
  ...emptyQrForm('Scan me'),
  type: 'link',
  name: 'Door sticker',
  target: { ...EMPTY_TARGET, kind: 'url', url: 'https://example.com/' },
  ...changes,
});

describe("a QR code's location in its form", () => {
  it('is sent on create only when one is chosen', () => {
    expect(formToCreateBody(newCode({ locationId: 'loc-1' }))).toMatchObject({ locationId: 'loc-1' });
    expect(formToCreateBody(newCode({}))).not.toHaveProperty('locationId');
    expect(z.safeParse(createQrFormSchema, newCode({ locationId: 'loc-1' })).data?.locationId).toBe('loc-1');
  });

  it('starts from the saved place, and a change of place (or its removal) is the only change sent', () => {
    const values = qrToForm(saved);
    expect(values.locationId).toBe('loc-1');
    const same = z.parse(updateQrFormSchema, values);
    expect(qrChanges(same, saved)).toEqual({});
    const moved = z.parse(updateQrFormSchema, { ...values, locationId: 'loc-2' });
    expect(qrChanges(moved, saved)).toEqual({ locationId: 'loc-2' });
    const removed = z.parse(updateQrFormSchema, { ...values, locationId: '' });
    expect(qrChanges(removed, saved)).toEqual({ locationId: null });
    expect(qrToForm({ ...saved, locationId: null }).locationId).toBe('');
  });

  it('is chosen in advance by ?locationId= (a location page asks for a code placed there)', () => {
    const empty = emptyQrForm('Scan me');
    expect(preselectedPlace(empty, new URLSearchParams('locationId=loc-9')).locationId).toBe('loc-9');
    expect(preselectedPlace(empty, new URLSearchParams('locationId=%20%20'))).toBe(empty);
    expect(preselectedPlace(empty, new URLSearchParams('type=link'))).toBe(empty);
  });
});
