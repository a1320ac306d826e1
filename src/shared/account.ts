import { z } from 'zod';
import { LOCALES } from './locales.js';

/** Shared by the sign-up form and the server, so both refuse the same input with the same field paths. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ error: 'invalid_email' }));
export const fullNameSchema = z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' });

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, { error: 'password_too_short' })
    .max(PASSWORD_MAX, { error: 'password_too_long' }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'required' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

const avatarUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: 'too_long' })
  .refine((value) => value === '' || /^https?:\/\//i.test(value) || value.startsWith('/'), { error: 'invalid_url' })
  .transform((value) => (value === '' ? null : value));

export const updateMeSchema = z
  .strictObject({
    fullName: fullNameSchema,
    avatarUrl: avatarUrlSchema.nullable(),
    email: emailSchema,
    locale: z.enum(LOCALES, { error: 'invalid_locale' }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'empty_update' });
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
}
