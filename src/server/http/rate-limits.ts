import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { httpErrors } from './errors.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

const MINUTE = 60_000;

export interface Limit {
  max: number;
  timeWindow: number;
}

/**
 * Limits per client address (TRUST_PROXY's rule, http/client-address.ts). Sign-in and sign-up (AUTH_RATE_LIMIT a
 * minute) stop password guessing and mass account creation; requests that check the current password get the same
 * budget; profile saves get 60 a minute; password-reset requests count against the sign-in budget, and 5 an hour per address; the rest of auth (session reads, sign-out, OAuth) is generous. Sign-in is limited per account
 * too (`limitPerKey`), so guesses spread over many addresses still meet a limit.
 */
export function authRateLimits(config: Config) {
  return {
    signIn: { max: config.authRateLimit, timeWindow: MINUTE },
    signUp: { max: config.authRateLimit, timeWindow: MINUTE },
    accountChange: { max: config.authRateLimit, timeWindow: MINUTE },
    profileChange: { max: 60, timeWindow: MINUTE },
    other: { max: 120, timeWindow: MINUTE },
    /** Reset requests naming one address, from anywhere: a mailbox is not flooded with links. */
    resetPerAddress: { max: 5, timeWindow: 60 * MINUTE },
  } satisfies Record<string, Limit>;
}

/**
 * Registers the limiter; only routes that name a `config.rateLimit` (or use `limitPerKey`) are limited. With
 * REDIS_URL the counts are shared by every node, and kept per node while Redis does not answer.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  clientAddress: (request: IncomingMessage) => string,
): Promise<void> {
  const shared = config.redisUrl ? sharedRateLimitStore(config.redisUrl, app.log) : null;
  if (shared) {
    app.addHook('onClose', async () => {
      await shared.redis.quit().catch(() => shared.redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    // IPv6 clients are counted per /64, the block one subscriber usually holds.
    keyGenerator: (request) => normalizeIP(clientAddress(request.raw)),
    ...(shared ? { store: shared.store } : {}),
    errorResponseBuilder: (_request, context) => httpErrors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * A preHandler that limits by something other than the address — the account a sign-in names, the signed-in
 * user — on top of a route's per-address limit. `keyOf` answers null when the request names no such key (a body
 * that the route's schema will refuse anyway). `name` keeps each limiter's counts apart.
 */
export function limitPerKey(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string | null,
) {
  // Counted under a hash: an email address has no business in Redis, even for a minute.
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  const count = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${hashed(keyOf(request) ?? '')}` });
  return async (request: FastifyRequest): Promise<void> => {
    if (keyOf(request) === null) return;
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw httpErrors.rateLimited(Math.max(1, result.ttlInSeconds));
  };
}
