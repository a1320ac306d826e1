// The UTF-8 marker of a QR code (an ECI designator, ISO 18004 §7.4.2). Byte mode has no character set of its own:
// without the marker, readers guess, and some (zbar) read "Café" or "Müller" as Shift-JIS. `qrcode` writes its byte
// segments as UTF-8 but has no ECI segment, so one is added here, in front of its own segments.
import { createRequire } from 'node:module';
import QRCode from 'qrcode';

/** ECI 26 is UTF-8 in the AIM ECI registry. */
const ECI_UTF8 = 26;

/** The parts of a `qrcode` segment its encoder reads while choosing a version and writing the bits. */
interface Segment {
  mode: { id: string; bit: number; ccBits: number[] };
  getLength(): number;
  getBitsLength(): number;
  write(buffer: { put(value: number, bits: number): void }): void;
}

type SegmentsModule = { fromArray(list: unknown[]): Segment[] };

/**
 * Mode indicator 0111 and the designator in one byte (values below 128). It has no character count: qrcode writes a
 * count of 0 bits when every entry of ccBits is 0.
 */
const utf8Designator: Segment = {
  mode: { id: 'ECI', bit: 0b0111, ccBits: [0, 0, 0] },
  getLength: () => 0,
  getBitsLength: () => 8,
  write: (buffer) => buffer.put(ECI_UTF8, 8),
};

// qrcode's `create` accepts a list of segments but rebuilds each entry from its data and mode (Segments.fromArray),
// which would drop a segment of a mode it does not know. Entries that already are segments are passed through here;
// everything qrcode builds itself goes the way it always did.
const segments = createRequire(import.meta.url)('qrcode/lib/core/segments.js') as SegmentsModule;
const isBuilt = (entry: unknown): entry is Segment =>
  typeof entry === 'object' && entry !== null && typeof (entry as Segment).write === 'function';
const rebuild = segments.fromArray.bind(segments);
segments.fromArray = (list) => list.flatMap((entry) => (isBuilt(entry) ? [entry] : rebuild([entry])));

/** True when the text goes beyond ASCII, i.e. when its byte segments need the UTF-8 marker to be read right. */
export function needsUtf8Marker(text: string): boolean {
  for (const char of text) if (char.charCodeAt(0) > 0x7f) return true;
  return false;
}

/**
 * The code qrcode makes for the text, with the UTF-8 marker first when the text is not pure ASCII. The segments stay
 * those qrcode chose (numeric and alphanumeric runs are not affected by the marker); the version grows only when
 * the marker's 12 bits do not fit. Pure ASCII codes are left exactly as they were, so printed codes keep their look.
 */
export function createQrCode(text: string, errorCorrectionLevel: QRCode.QRCodeErrorCorrectionLevel): QRCode.QRCode {
  const plain = QRCode.create(text, { errorCorrectionLevel });
  if (!needsUtf8Marker(text)) return plain;
  const marked = [utf8Designator, ...(plain.segments as unknown as Segment[])];
  return QRCode.create(marked as unknown as QRCode.QRCodeSegment[], { errorCorrectionLevel });
}
