import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.js';
import { logoFileProblem, logoUploadProblem } from './logo-file.js';
import { orderedProblems, scanRefusalOf } from './scan-check-text.js';

describe('scan problems', () => {
  it('are explained in a fixed order, each once, unknown codes left out', () => {
    expect(orderedProblems(['does_not_decode', 'logo_too_big', 'mystery', 'logo_too_big', 'contrast_too_low'])).toEqual(
      ['contrast_too_low', 'logo_too_big', 'does_not_decode'],
    );
  });

  it('come from the server’s refusal to save, by its check or its field issues', () => {
    const check = {
      passed: false,
      score: 10,
      minPrintMm: null,
      problems: ['light_on_dark'],
      contrast: 1.2,
      attempts: [],
    };
    const refusal = new ApiError(
      422,
      'qr_does_not_scan',
      'Does not scan.',
      [{ path: 'design', code: 'quiet_zone_too_small', message: '' }],
      { check },
    );
    expect(scanRefusalOf(refusal)).toEqual({ problems: ['light_on_dark', 'quiet_zone_too_small'], check });
    expect(scanRefusalOf(new ApiError(422, 'qr_does_not_scan', 'Does not scan.'))?.problems).toEqual([
      'does_not_decode',
    ]);
    expect(scanRefusalOf(new ApiError(422, 'validation_failed', 'Invalid.'))).toBeNull();
    expect(scanRefusalOf(new Error('boom'))).toBeNull();
  });
});

describe('logo files', () => {
  it('are refused before uploading when the server would refuse them anyway', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('logo_unsupported_type');
    expect(logoFileProblem({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe('logo_too_big');
  });

  it('take the server’s refusal as their field’s code', () => {
    expect(logoUploadProblem(new ApiError(413, 'payload_too_large', 'Too large.'))).toEqual({ code: 'logo_too_big' });
    expect(
      logoUploadProblem(
        new ApiError(422, 'validation_failed', 'Invalid.', [{ path: 'logo', code: 'logo_invalid_image', message: '' }]),
      ),
    ).toEqual({ code: 'logo_invalid_image' });
    const offline = new ApiError(0, 'network_error', 'Offline.');
    expect(logoUploadProblem(offline)).toEqual({ error: offline });
  });
});
