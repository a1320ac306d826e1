// A dynamic QR code as the API answers it, for the form tests: each test names only what it is about.
import type { QrCode } from '../../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../../shared/qr-design.js';

export function savedQrCode(changes: Partial<QrCode> = {}): QrCode {
  return {
    id: 'qr-1',
    name: 'Menu',
    slug: 'menu',
    type: 'link',
    qrClass: 'dynamic',
    code: 'ABCD2345',
    shortUrl: 'https://s.example/Q/ABCD2345',
    encoded: 'HTTPS://S.EXAMPLE/Q/ABCD2345',
    target: { kind: 'url', url: 'https://example.com/menu' },
    payload: null,
    design: DEFAULT_DESIGN,
    locationId: null,
    campaignId: null,
    scans: 0,
    rules: [],
    split: [],
    passwordProtected: false,
    tags: [],
    imageUrl: '/api/qr-codes/qr-1/image.png',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}
