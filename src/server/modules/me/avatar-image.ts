// An account's picture is checked and remade once, at upload: the type is read from the bytes (never a name or a
// declared type), the size from the header before anything is decoded, then it is cropped to a square, made small and
// written again as WebP, so no byte of the upload (nor its metadata: a phone photo's place and camera) is ever served.
import sharp from 'sharp';
import { AVATAR_TYPES } from '../../../shared/account.js';
import { IMAGE_PIXELS_MAX, sniff } from '../media/index.js';

/** The side of the stored square: twice the largest avatar the app draws (44 px), for sharp screens, with room. */
export const AVATAR_SIDE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';

/** Why an upload cannot be a picture: its field code (`field_errors.<code>` in the app). */
export class AvatarImageError extends Error {
  constructor(readonly code: 'unsupported_media_type' | 'image_too_many_pixels') {
    super(code);
    this.name = 'AvatarImageError';
  }
}

/** The upload as the square WebP that is stored; throws AvatarImageError for a file that cannot be one. */
export async function remakeAvatar(bytes: Buffer): Promise<Buffer> {
  const type = sniff(bytes)?.contentType;
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(type)) {
    throw new AvatarImageError('unsupported_media_type');
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw new AvatarImageError('unsupported_media_type');
  }
  if (!width || !height) throw new AvatarImageError('unsupported_media_type');
  // A few KB of PNG can declare 400 MB of pixels (a decompression bomb): refused by its header, never decoded.
  if (width * height > IMAGE_PIXELS_MAX) throw new AvatarImageError('image_too_many_pixels');
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_PIXELS_MAX })
      // A phone's photo stands upright by its EXIF orientation, which the re-encoding drops with the rest.
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch {
    // The header was readable but the pixels are not (a truncated or damaged file).
    throw new AvatarImageError('unsupported_media_type');
  }
}

/** The picture's version: the start of its SHA-256, enough to tell one upload of an account from the next. */
export const avatarVersion = (sha256: string) => sha256.slice(0, 16);

/** Where the app loads the account's uploaded picture: an address per version, so a browser may keep it for good. */
export const avatarPath = (sha256: string) => `/api/me/avatar?v=${avatarVersion(sha256)}`;
