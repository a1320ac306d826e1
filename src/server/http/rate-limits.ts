import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { httpErrors } from './errors.js';

/**
 * Limits per client address (Fastify's request.ip, so TRUST_PROXY decides whether X-Forwarded-For counts).
 * Sign-in and sign-up (AUTH_RATE_LIMIT a minute) stop password guessing and mass account creation; the rest of
 * auth (session reads, sign-out, OAuth callbacks) is generous.
 */
export function authRateLimits(config: Config) {
  return {
    signIn: { max: config.authRateLimit, timeWindow: '1 minute' },
    signUp: { max: config.authRateLimit, timeWindow: '1 minute' },
    other: { max: 120, timeWindow: '1 minute' },
  };
}

/** Registers the limiter; only routes that name a `config.rateLimit` are limited. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => httpErrors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
