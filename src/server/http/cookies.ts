import type { CookieSerializeOptions } from '@fastify/cookie';
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
