// zod/mini: the same validation as classic zod, tree-shakable, so the web app ships a few KB instead of ~90 KB.
import * as z from 'zod/mini';
import { countrySchema, phoneSchema } from './billing.js';
import { emailSchema } from './email.js';
import { LOCALES } from './locales.js';
import { isTimeZone } from './stat-values.js';
import { workspaceSummarySchema } from './workspaces.js';

export { emailSchema };

/** Shared by the sign-up form and the server, so both refuse the same input with the same field paths. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const fullNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(120, { error: 'too_long' }));

/**
 * Why the server found a new password too easy to guess (`password_too_weak`, the field issue's `reason`): among the
 * most used passwords or close to one, a row or pattern of keys, repeated characters, a sequence (abc, 1234), years
 * or dates, a word or name by itself, the person's own name or email (or the product's name), or, with no single
 * cause, too short a guess all in all.
 */
export const PASSWORD_WEAKNESSES = [
  'common',
  'keyboard',
  'repeat',
  'sequence',
  'dates',
  'words',
  'personal',
  'guessable',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/**
 * A new password. The server also refuses the most common passwords (`password_too_common`) and any other that
 * the zxcvbn estimator finds too easy to guess (`password_too_weak`, with its reason).
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, { error: 'password_too_short' }),
    z.maxLength(PASSWORD_MAX, { error: 'password_too_long' }),
  );
// A password to check: no longer than any password can be, so a megabyte of text is not hashed.
const givenPasswordSchema = z
  .string()
  .check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX, { error: 'password_too_long' }));

/**
 * An IANA time zone the runtime knows (Europe/Helsinki), spelled as the runtime spells it when only the case differs
 * (europe/helsinki, utc). Names the runtime treats as aliases are kept as given: a browser and the server may
 * disagree on which of Asia/Kolkata and Asia/Calcutta is the main one, and both work everywhere.
 */
export const timeZoneSchema = z.pipe(
  z.string({ error: 'invalid_type' }).check(z.trim(), z.refine(isTimeZone, { error: 'invalid_time_zone' })),
  z.transform((name: string) => {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  }),
);

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The browser's time zone; the account keeps it when the server knows it, and signs up without one otherwise. */
  timeZone: z.optional(z.string().check(z.maxLength(64, { error: 'too_long' }))),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

// An empty string clears the avatar; otherwise an http(s) address or a path on this server.
const avatarUrlSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(2048, { error: 'too_long' }),
    z.refine((value) => value === '' || /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value), {
      error: 'invalid_url',
    }),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

export const updateMeSchema = z
  .partial(
    z.strictObject({
      fullName: fullNameSchema,
      avatarUrl: z.nullable(avatarUrlSchema),
      email: emailSchema,
      locale: z.enum(LOCALES, { error: 'invalid_locale' }),
      /** The same rules as the billing form's phone and country; "" or null clears them. */
      phone: phoneSchema,
      country: countrySchema,
      timeZone: timeZoneSchema,
      /** Needed when the email changes: whoever holds a session alone must not be able to take the account. */
      currentPassword: givenPasswordSchema,
    }),
  )
  .check(z.refine((value) => Object.keys(value).some((key) => key !== 'currentPassword'), { error: 'empty_update' }));
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** `POST /api/me/password`: the current password proves it is the owner; other sessions are signed out. */
export const changePasswordSchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// Where the browser returns after Google: a path on this site, never another site.
const localPathSchema = z
  .string()
  .check(z.maxLength(2048, { error: 'too_long' }), z.regex(/^\/(?![/\\])/, { error: 'invalid_url' }));

/** `POST /api/auth/sign-in/social`: what the Google button sends. */
export const socialSignInSchema = z.strictObject({
  provider: z.string().check(z.maxLength(32, { error: 'too_long' })),
  callbackURL: z.optional(localPathSchema),
  errorCallbackURL: z.optional(localPathSchema),
  newUserCallbackURL: z.optional(localPathSchema),
});

/** The largest avatar file taken, in bytes: a phone's photo of 40 megapixels fits. */
export const AVATAR_BYTES_MAX = 10 * 1024 * 1024;
/** The file types an avatar may be, read from its bytes. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** `GET /api/me/avatar?v=`: `v` is the version the profile names; any other (or none) is answered but not kept. */
export const avatarQuerySchema = z.object({
  v: z.optional(z.string().check(z.maxLength(64, { error: 'too_long' }))),
});

/** What `GET /api/me` answers. */
export const meSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z
    .nullable(z.string())
    .check(
      z.describe(
        'The picture to show: `/api/me/avatar?v=…` for an uploaded one, else the address set with PATCH (Google’s ' +
          'picture after a Google sign-up), else null (the app shows initials).',
      ),
    ),
  locale: z.nullable(z.enum(LOCALES)),
  phone: z.nullable(z.string()),
  country: z.nullable(z.string()).check(z.describe('ISO 3166-1 alpha-2 code.')),
  timeZone: z
    .nullable(z.string())
    .check(z.describe('IANA time zone, e.g. Europe/Helsinki; null until the app or the owner sets it.')),
  /** False for accounts that only sign in with Google: they have no password to check or change. */
  hasPassword: z.boolean().check(z.describe('False for accounts that only sign in with Google.')),
  pendingEmail: z
    .nullable(z.string())
    .check(
      z.describe(
        'A new address waiting for its owner to follow the link mailed to it (servers with mail); `email` stays ' +
          'the address until then.',
      ),
    ),
  createdAt: z.string(),
  workspace: workspaceSummarySchema,
});
export type Me = z.infer<typeof meSchema>;

/** What `GET /api/config` answers: what the sign-in page needs before anyone is signed in. */
export const publicConfigSchema = z.object({
  defaultLocale: z.enum(LOCALES),
  googleSignIn: z.boolean(),
  trialDays: z.number(),
  /** Short links are `${shortUrlBase}/${hash}`. */
  shortUrlBase: z.string().check(z.describe('Short links are `{shortUrlBase}/{hash}`.')),
  /** The map tiles the admin configured (MAP_TILE_URL); null: the app draws the world map it ships. */
  mapTiles: z.nullable(
    z.object({
      url: z.string().check(z.describe('A tile template: `https://tile.example/{z}/{x}/{y}.png`.')),
      attribution: z.nullable(z.string().check(z.describe('The credit the tiles require, as plain text.'))),
    }),
  ),
  /** Whether the server sends e-mail (SMTP_URL is set); screens that would send one say so when it does not. */
  mail: z.boolean().check(z.describe('Whether the server sends e-mail (the admin set SMTP_URL).')),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `POST /api/me/test-mail`: where the test e-mail goes (the account's own address). */
export const testMailQueuedSchema = z.object({ to: z.string() });
export type TestMailQueued = z.infer<typeof testMailQueuedSchema>;

// better-auth's answers, passed on without the session token (it travels only in the cookie): documented loosely,
// as better-auth owns their exact shape.
const authUserSchema = z.looseObject({ id: z.string(), email: z.string(), name: z.string() });

/** `POST /api/auth/sign-up/email` and `/sign-in/email`: the signed-in user; the session is in the cookie. */
export const signedInSchema = z.looseObject({ user: authUserSchema });

/** `GET /api/auth/get-session`: the cookie's session and user, or null. */
export const sessionAnswerSchema = z.nullable(
  z.looseObject({ user: authUserSchema, session: z.looseObject({ expiresAt: z.string() }) }),
);

/** `POST /api/auth/sign-in/social`: the provider's address to send the browser to. */
export const socialRedirectSchema = z.looseObject({ url: z.string(), redirect: z.boolean() });
