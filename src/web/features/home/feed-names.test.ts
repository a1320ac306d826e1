import { describe, expect, it } from 'vitest';
import { clickSubjectName, type NameLookup } from './feed-names.js';

const names: NameLookup = {
  qrCode: (id) => ({ qr1: 'Table 12 menu' })[id],
  link: (id) => ({ l1: 'Spring menu', l2: '' })[id],
};

describe('what the home feed calls a click', () => {
  it('names the QR code scanned, whether it has an address of its own or leads through a link', () => {
    expect(clickSubjectName({ qrId: 'qr1', linkId: null }, names)).toBe('Table 12 menu');
    expect(clickSubjectName({ qrId: 'qr1', linkId: 'l1' }, names)).toBe('Table 12 menu');
  });

  it('names the link of a click on a link', () => {
    expect(clickSubjectName({ qrId: null, linkId: 'l1' }, names)).toBe('Spring menu');
  });

  it('has no name while the name loads, or when the code or link is gone (the feed says "A QR code")', () => {
    expect(clickSubjectName({ qrId: 'gone', linkId: null }, names)).toBeNull();
    expect(clickSubjectName({ qrId: null, linkId: 'l2' }, names)).toBeNull();
  });

  it('falls back to the link a scan went through while the code’s own name is unknown', () => {
    expect(clickSubjectName({ qrId: 'gone', linkId: 'l1' }, names)).toBe('Spring menu');
  });
});
