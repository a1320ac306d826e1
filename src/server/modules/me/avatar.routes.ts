import type { preHandlerHookHandler } from 'fastify';
import { AVATAR_BYTES_MAX, AVATAR_TYPES, avatarQuerySchema, meSchema, type Me } from '../../../shared/account.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import type { Limit } from '../../http/rate-limits.js';
import { removeAvatar, sendAvatar, uploadAvatar } from './avatar.service.js';

const TAG = 'Account';
const VERSION = '3f9a0c2b7d1e4a65';

/**
 * The account's picture (docs/product.md, Settings): uploaded as the file itself, kept as a square WebP in the
 * database, served only to the account's own sessions. `profile` is the profile answer the example shows.
 */
export function avatarRoutes(
  ctx: AppContext,
  { limit, perUser, profile }: { limit: Limit; perUser: preHandlerHookHandler; profile: Me },
) {
  const withPicture: Me = { ...profile, avatarUrl: `/api/me/avatar?v=${VERSION}` };
  return [
    route({
      method: 'PUT',
      url: '/api/me/avatar',
      access: 'account',
      permission: 'account',
      operationId: 'uploadAvatar',
      summary: "Upload the account's picture",
      description:
        'The body is the image itself: PNG, JPEG or WebP by its bytes (the declared type decides nothing; another ' +
        'type is 422 `unsupported_media_type` on `file`), at most 40 megapixels (`image_too_many_pixels`) and ' +
        `${AVATAR_BYTES_MAX / 1024 / 1024} MB (413 \`file_too_large\`). It is cropped to a square, made 256 × 256 ` +
        'and stored as WebP without its metadata, replacing the picture before (and a picture address set with ' +
        'PATCH). The profile then names it as `avatarUrl`.',
      tag: TAG,
      upload: [...AVATAR_TYPES, 'image/gif', 'image/svg+xml', 'image/avif', 'image/heic', 'application/octet-stream'],
      bodyLimit: AVATAR_BYTES_MAX,
      response: { status: 200, description: 'The profile with its new picture.', schema: meSchema },
      rateLimit: limit,
      preHandlers: [perUser],
      example: { response: withPicture },
      handler: ({ viewer, request }) => uploadAvatar(ctx, viewer, request.body),
    }),
    route({
      method: 'GET',
      url: '/api/me/avatar',
      access: 'account',
      permission: 'account',
      operationId: 'getAvatar',
      summary: "The account's uploaded picture",
      description:
        'Only for the account’s own browser sessions. With `v`, the version `avatarUrl` names, the answer may be ' +
        'kept for good (`immutable`); without it, it is checked again each time (`ETag`, `If-None-Match` → 304).',
      tag: TAG,
      query: avatarQuerySchema,
      response: { status: 200, description: 'The picture, 256 × 256.', contentType: 'image/webp' },
      example: { query: { v: VERSION } },
      handler: ({ viewer, query, reply }) => sendAvatar(ctx, viewer, reply, query.v),
    }),
    route({
      method: 'DELETE',
      url: '/api/me/avatar',
      access: 'account',
      permission: 'account',
      operationId: 'removeAvatar',
      summary: "Remove the account's picture",
      description: 'The uploaded picture and any picture address alike: the app shows the initials again.',
      tag: TAG,
      response: { status: 200, description: 'The profile without a picture.', schema: meSchema },
      rateLimit: limit,
      preHandlers: [perUser],
      example: { response: profile },
      handler: ({ viewer }) => removeAvatar(ctx, viewer),
    }),
  ];
}
