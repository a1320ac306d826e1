import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE } from '../../shared/locales.js';
import type { Config } from '../config.js';

/** The `locale` cookie (docs/product.md, Languages): path `/`, readable by the web app, kept for a year. */
export function localeCookieOptions(config: Config): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: config.publicUrl.startsWith('https://'),
    maxAge: 365 * 24 * 60 * 60,
  };
}

/**
 * Once someone is signed in, the language saved on their account is the interface's: a `locale` cookie this browser
 * kept from before (chosen signed out, or before the language was changed on another device) is replaced by it.
 * An account without a saved language leaves the cookie as it is.
 */
export function followAccountLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  accountLocale: unknown,
): void {
  if (isLocale(accountLocale) && request.cookies[LOCALE_COOKIE] !== accountLocale) {
    reply.setCookie(LOCALE_COOKIE, accountLocale, localeCookieOptions(config));
  }
}
