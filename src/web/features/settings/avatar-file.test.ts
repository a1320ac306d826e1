import { describe, expect, it } from 'vitest';
import { AVATAR_BYTES_MAX } from '../../../shared/account.js';
import { ApiError } from '../../api/client.js';
import { avatarFileProblem, avatarUploadProblem } from './avatar-file.js';

describe('a picture before it is sent', () => {
  it('refuses what the server would: too large, empty, or a type the browser names otherwise', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_BYTES_MAX + 1 })).toBe('file_too_large');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('unsupported_media_type');
    expect(avatarFileProblem({ type: 'image/gif', size: 100 })).toBe('unsupported_media_type');
    expect(avatarFileProblem({ type: 'image/heic', size: 100 })).toBe('unsupported_media_type');
  });

  it('lets through the accepted types, and a file without a type, for the server to read', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', '']) {
      expect(avatarFileProblem({ type, size: AVATAR_BYTES_MAX })).toBeNull();
    }
  });
});

describe("the server's refusal of a picture", () => {
  it('is the field code it names, file_too_large for a 413, and the error itself otherwise', () => {
    const field = new ApiError(422, 'validation_failed', 'x', [
      { path: 'file', code: 'image_too_many_pixels', message: 'image_too_many_pixels' },
    ]);
    expect(avatarUploadProblem(field)).toEqual({ code: 'image_too_many_pixels' });
    expect(avatarUploadProblem(new ApiError(413, 'file_too_large', 'x'))).toEqual({ code: 'file_too_large' });
    const offline = new ApiError(0, 'network_error', 'x');
    expect(avatarUploadProblem(offline)).toEqual({ error: offline });
  });
});
