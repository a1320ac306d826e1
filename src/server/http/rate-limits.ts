import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { httpErrors } from './errors.js';

/**
 * Limits per client address (Fastify's request.ip, so TRUST_PROXY decides whether X-Forwarded-For counts).
 * Sign-in stops password guessing; sign-up stops mass account creation; the rest of auth is generous.
 */
export const authRateLimits = {
  signIn: { max: 10, timeWindow: '1 minute' },
  signUp: { max: 10, timeWindow: '10 minutes' },
  other: { max: 120, timeWindow: '1 minute' },
} as const;

/** Registers the limiter; only routes that name a `config.rateLimit` are limited. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => httpErrors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
