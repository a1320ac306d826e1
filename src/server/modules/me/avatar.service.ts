import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AVATAR_BYTES_MAX, type Me } from '../../../shared/account.js';
import type { AppContext } from '../../app-context.js';
import { httpErrors } from '../../http/errors.js';
import type { SessionViewer as Viewer } from '../../http/kit/viewer.js';
import { AVATAR_CONTENT_TYPE, AvatarImageError, avatarVersion, remakeAvatar } from './avatar-image.js';
import { deleteAvatar, findAvatar, saveAvatar, updateUser } from './me.repo.js';
import { getMe } from './me.service.js';

type Deps = Pick<AppContext, 'database'>;

const fileError = (code: string) => httpErrors.validation([{ path: 'file', code, message: code }]);

/**
 * Makes an upload the account's picture: refused when it is no PNG, JPEG or WebP by its bytes (422
 * `unsupported_media_type` on `file`), of more than 40 megapixels (`image_too_many_pixels`) or larger than
 * AVATAR_BYTES_MAX (413). The square WebP made of it replaces the picture before, and any picture address, in one
 * transaction: a failed upload leaves the old picture as it was.
 */
export async function uploadAvatar(deps: Deps, viewer: Viewer, body: unknown): Promise<Me> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileError('required');
  if (body.length > AVATAR_BYTES_MAX) throw httpErrors.fileTooLarge(AVATAR_BYTES_MAX);
  let image: Buffer;
  try {
    image = await remakeAvatar(body);
  } catch (error) {
    if (error instanceof AvatarImageError) throw fileError(error.code);
    throw error;
  }
  const sha256 = createHash('sha256').update(image).digest('hex');
  const now = Date.now();
  await deps.database.db.transaction().execute(async (trx) => {
    await saveAvatar(trx, viewer.userId, { content_type: AVATAR_CONTENT_TYPE, image, sha256 }, now);
    // One picture at a time: an address set before (Google's picture) neither shows now nor comes back on removal.
    await updateUser(trx, viewer.userId, { avatar_url: null, updated_at: new Date(now).toISOString() });
  });
  return getMe(deps.database, viewer);
}

/** Removes the account's picture, uploaded or an address alike: the app shows the initials again. */
export async function removeAvatar(deps: Deps, viewer: Viewer): Promise<Me> {
  await deps.database.db.transaction().execute(async (trx) => {
    await deleteAvatar(trx, viewer.userId);
    await updateUser(trx, viewer.userId, { avatar_url: null, updated_at: new Date().toISOString() });
  });
  return getMe(deps.database, viewer);
}

/**
 * The signed-in account's own uploaded picture (404 without one). Asked for by the version the profile names, it is
 * kept by the browser for good (a new picture has a new address); asked for otherwise, the browser checks each time.
 * Private either way: no shared cache may keep one person's picture for another.
 */
export async function sendAvatar(
  deps: Deps,
  viewer: Viewer,
  reply: FastifyReply,
  version: string | undefined,
): Promise<FastifyReply> {
  const avatar = await findAvatar(deps.database.db, viewer.userId);
  if (!avatar) throw httpErrors.notFound('picture');
  const current = avatarVersion(avatar.sha256);
  const etag = `"${current}"`;
  reply
    .header('etag', etag)
    .header('vary', 'cookie')
    .header('cache-control', version === current ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.code(200).header('content-type', avatar.content_type).send(Buffer.from(avatar.image));
}
