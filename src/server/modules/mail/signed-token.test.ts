import { describe, expect, it } from 'vitest';
import { readClaim, signClaim, type SignedClaim } from './signed-token.js';

const SECRET = 's'.repeat(40);
const claim: SignedClaim = {
  purpose: 'mail.unsubscribe',
  userId: 'user-1',
  kind: 'notifications.weekly',
  locale: 'fi',
  expiresAt: Date.now() + 60_000,
};

describe('signed mail tokens', () => {
  it('carry who, which kind of mail, the language and the purpose, and nothing else', () => {
    const token = signClaim(SECRET, claim);
    expect(readClaim(SECRET, 'mail.unsubscribe', token)).toEqual(claim);
    expect(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).not.toMatch(/session|key|token/i);
  });

  it('are refused when altered, signed with another secret, expired, or made for another purpose', () => {
    const token = signClaim(SECRET, claim);
    const [payload = '', mac = ''] = token.split('.');
    const otherUser = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('user-1', 'user-2')).toString(
      'base64url',
    );
    expect(readClaim(SECRET, 'mail.unsubscribe', `${otherUser}.${mac}`)).toBeUndefined();
    expect(readClaim(SECRET, 'mail.unsubscribe', `${payload}.${mac.slice(0, -2)}xx`)).toBeUndefined();
    expect(readClaim('t'.repeat(40), 'mail.unsubscribe', token)).toBeUndefined();
    expect(readClaim(SECRET, 'mail.unsubscribe', token, claim.expiresAt)).toBeUndefined();
    expect(readClaim(SECRET, 'account.verify', token)).toBeUndefined();
    expect(
      readClaim(SECRET, 'account.verify', signClaim(SECRET, { ...claim, purpose: 'account.verify' })),
    ).toBeDefined();
  });

  it.each([[''], ['.'], ['a.b.c'], ['x'.repeat(2_000)], [42]])('refuse %j', (value) => {
    expect(readClaim(SECRET, 'mail.unsubscribe', value)).toBeUndefined();
  });

  it('refuse a kind outside the names modules pick', () => {
    expect(readClaim(SECRET, 'mail.unsubscribe', signClaim(SECRET, { ...claim, kind: 'Bad Kind' }))).toBeUndefined();
  });
});
