// zod/mini: the same validation as classic zod, tree-shakable, so the web app ships a few KB instead of ~90 KB.
import * as z from 'zod/mini';
import { LOCALES } from './locales.js';

/** Shared by the sign-up form and the server, so both refuse the same input with the same field paths. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.email({ error: 'invalid_email' }), z.maxLength(254, { error: 'too_long' }));
export const fullNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(120, { error: 'too_long' }));

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN, { error: 'password_too_short' }),
      z.maxLength(PASSWORD_MAX, { error: 'password_too_long' }),
    ),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, { error: 'required' })),
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
    }),
  )
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** What `GET /api/me` answers. */
export interface Me {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  locale: (typeof LOCALES)[number] | null;
  createdAt: string;
  workspace: { id: string; name: string; role: 'owner' | 'member' };
}

/** What `GET /api/config` answers: what the sign-in page needs before anyone is signed in. */
export interface PublicConfig {
  defaultLocale: (typeof LOCALES)[number];
  googleSignIn: boolean;
  trialDays: number;
  /** Short links are `${shortUrlBase}/${hash}`. */
  shortUrlBase: string;
}
