import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TargetLock } from './redirect-target.js';

/** How long an unlock is remembered. */
export const UNLOCK_MS = 24 * 3_600_000;

/** The cookie that remembers an unlock of one owner's password (an id without its hyphens keeps the name short). */
export function unlockCookieName(owner: string): string {
  return `slu_${owner.replace(/[^A-Za-z0-9]/g, '')}`;
}

/**
 * The cookie's value: its expiry and a MAC over the owner, the expiry and the stored password hash, so that a new
 * password locks out every earlier unlock and nobody can make one without the server's secret.
 */
export function unlockCookieValue(secret: string, lock: TargetLock, expires: number): string {
  return `${expires}.${macOf(secret, lock, expires)}`;
}

function macOf(secret: string, lock: TargetLock, expires: number): string {
  return createHmac('sha256', secret)
    .update(`unlock\0${lock.owner}\0${expires}\0${lock.passwordHash}`)
    .digest('base64url')
    .slice(0, 32);
}

/** True when the request's cookies carry a valid, unexpired unlock of this lock. */
export function isUnlocked(secret: string, lock: TargetLock, cookieHeader: string, now: number): boolean {
  const value = cookieValue(cookieHeader, unlockCookieName(lock.owner));
  if (!value) return false;
  const dot = value.indexOf('.');
  const expires = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(expires) || expires <= now || expires > now + UNLOCK_MS) return false;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(macOf(secret, lock, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
