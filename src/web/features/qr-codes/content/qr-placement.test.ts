import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { QrCode } from '../../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../../shared/qr-design.js';
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

const saved: QrCode = {
  id: 'qr-1',
  name: 'Door sticker',
  slug: 'door-sticker',
  type: 'link',
  qrClass: 'dynamic',
  code: 'ABCD2345',
  shortUrl: 'https://s.example/Q/ABCD2345',
  encoded: 'HTTPS://S.EXAMPLE/Q/ABCD2345',
  target: { kind: 'url', url: 'https://example.com/menu' },
  payload: null,
  design: DEFAULT_DESIGN,
  locationId: 'loc-1',
  campaignId: null,
  scans: 0,
  rules: [],
  split: [],
  passwordProtected: false,
  tags: [],
  imageUrl: '/api/qr-codes/qr-1/image.png',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

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
