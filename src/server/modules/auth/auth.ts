import { kyselyAdapter } from '@better-auth/kysely-adapter';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { RepeatLimiter } from '../../log/repeat-limit.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/account.js';
import { ensurePersonalWorkspace } from '../workspaces/index.js';
import { authLogger } from './auth-log.js';
import { withHashedSessionTokens } from './hashed-session-tokens.js';

/** Header the auth bridge sets to the client address (ctx.clientAddress: the socket, or what TRUST_PROXY believes). */
export const CLIENT_IP_HEADER = 'x-scanlink-client-ip';

const authDates = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * better-auth on our Kysely instance, with snake_case columns, app-made ids and the personal workspace hook; its log
 * lines go to `repeats` (the app's log), none without.
 */
/** What else happens when an account is made, and when anyone signs in (by any means). */
export interface AuthHooks {
  /** The trial's notice is set: given the user and their workspace. */
  afterSignUp?: (userId: string, workspaceId: string) => Promise<void>;
  /** A new session: the sign-in goes into the audit log of the person's workspaces. */
  afterSignIn?: (session: { userId: string; ipAddress: string | null; userAgent: string | null }) => Promise<void>;
}

export function createAuth(
  config: Config,
  database: DatabaseHandle,
  repeats: RepeatLimiter | null = null,
  hooks: AuthHooks = {},
) {
  return betterAuth({
    appName: 'Scanlink',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Session tokens are stored as hashes (hashed-session-tokens.ts); the cookie carries the token itself.
    database: (options: BetterAuthOptions) =>
      withHashedSessionTokens(kyselyAdapter(database.db, { type: database.dialect.kind })(options)),
    telemetry: { enabled: false },
    // Its lines are the product's: JSON on the app's log at LOG_LEVEL, repeats counted (auth-log.ts).
    logger: authLogger(repeats),
    // Our own rate limits (http/rate-limits.ts) answer in the product's error shape; one limiter is enough.
    rateLimit: { enabled: false },
    // A failed Google sign-in (a stale or forged state, a refusal at Google) comes back to our sign-in page, which
    // says so, instead of better-auth's own error page.
    onAPIError: { errorURL: `${config.publicUrl}/sign-in` },
    // CSRF: a state-changing request must come from the product's own origin or the host it was sent to.
    trustedOrigins: (request) => [config.publicUrl, ...(request ? [originOf(request)] : [])],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    user: {
      modelName: 'user',
      fields: { name: 'full_name', image: 'avatar_url', emailVerified: 'email_verified', ...authDates },
      additionalFields: {
        locale: { type: 'string', required: false, input: true },
        // The browser's zone at sign-up (auth.routes.ts passes only a known one); the profile's `timeZone`.
        timeZone: { type: 'string', required: false, input: true, fieldName: 'time_zone' },
      },
    },
    session: {
      modelName: 'session',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...authDates,
      },
    },
    account: {
      modelName: 'account',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...authDates,
      },
    },
    verification: { modelName: 'verification', fields: { expiresAt: 'expires_at', ...authDates } },
    advanced: {
      cookiePrefix: 'scanlink',
      database: { generateId: () => newId() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const workspace = await ensurePersonalWorkspace(database.db, user.id, user.name);
            await hooks.afterSignUp?.(user.id, workspace.id);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            const { userId, ipAddress, userAgent } = session;
            await hooks.afterSignIn?.({ userId, ipAddress: ipAddress ?? null, userAgent: userAgent ?? null });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function originOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${url.host}`;
}
