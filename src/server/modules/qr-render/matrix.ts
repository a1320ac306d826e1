// The QR matrix: `qrcode` picks the version, the segments (numeric, alphanumeric, byte) and the mask; we only add
// the UTF-8 marker (eci.ts) and read its modules. Everything about the look is ours.
import type QRCode from 'qrcode';
import type { ErrorCorrection } from '../../../shared/qr-design.js';
import { createQrCode } from './eci.js';

export interface QrMatrix {
  version: number;
  /** Modules per side, without the quiet zone. */
  size: number;
  errorCorrection: ErrorCorrection;
  /** Row-major, 1 = dark. */
  dark: Uint8Array;
}

/** The text does not fit any QR version at that error correction. */
export class QrTooLongError extends Error {
  constructor(message = 'The text does not fit in a QR code at this error correction.') {
    super(message);
    this.name = 'QrTooLongError';
  }
}

const FINDER_SIDE = 7;

export function buildMatrix(text: string, errorCorrection: ErrorCorrection): QrMatrix {
  let code: QRCode.QRCode;
  try {
    code = createQrCode(text, errorCorrection);
  } catch (error) {
    // qrcode reports only by message; this is the one it throws when no version is large enough.
    if (error instanceof Error && /too big/i.test(error.message)) {
      throw new QrTooLongError(
        `The text (${text.length} characters) does not fit in a QR code at error correction ${errorCorrection}.`,
      );
    }
    throw error;
  }
  const { size, data } = code.modules;
  return { version: code.version, size, errorCorrection, dark: data };
}

export function isDark(matrix: QrMatrix, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < matrix.size && y < matrix.size && matrix.dark[y * matrix.size + x] === 1;
}

/** The top-left corners of the three finder patterns. */
export function finderOrigins(size: number): Array<[number, number]> {
  return [
    [0, 0],
    [size - FINDER_SIDE, 0],
    [0, size - FINDER_SIDE],
  ];
}

/** Inside one of the three 7×7 finder patterns: those are drawn by the corner styles, not the dot style. */
export function isFinderModule(size: number, x: number, y: number): boolean {
  const left = x < FINDER_SIDE;
  const top = y < FINDER_SIDE;
  const right = x >= size - FINDER_SIDE;
  const bottom = y >= size - FINDER_SIDE;
  return (left && top) || (right && top) || (left && bottom);
}

/**
 * Centres of the 5×5 alignment patterns (ISO 18004 annex E): from version 2, rows and columns spread evenly between
 * 6 and size − 7, every pair except the three under finder patterns.
 */
export function alignmentCentres(version: number, size: number): Array<[number, number]> {
  if (version < 2) return [];
  const count = Math.floor(version / 7) + 2;
  // The step is even and rounded up, so any slack lands between the first two; version 32 is the standard's exception.
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const lines = [6];
  for (let i = count - 1; i >= 1; i--) lines.push(size - 7 - (i - 1) * step);
  const last = size - 7;
  const centres: Array<[number, number]> = [];
  for (const y of lines) {
    for (const x of lines) {
      const underFinder = (x === 6 && y === 6) || (x === last && y === 6) || (x === 6 && y === last);
      if (!underFinder) centres.push([x, y]);
    }
  }
  return centres;
}
