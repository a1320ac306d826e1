// What a file is, read from its first bytes (its signature), never from its name or the type a client declared:
// a page shows an upload as the type decided here, so a script named photo.png stays unknown.
import { MEDIA_TYPES, type MediaKind } from '../../../shared/page-content.js';

export interface Sniffed {
  /** The media type the bytes are. */
  contentType: string;
  /** The kind of upload the type belongs to, when pages accept it at all (an SVG or a QuickTime film does not). */
  kind: MediaKind | null;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const GLB_VERSION = 2;

// ISO base media files (`ftyp` box): the brands a browser plays as MP4, and still images in the same container.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'MSNV',
  'f4v ',
]);
const IMAGE_BRANDS: Record<string, string> = {
  avif: 'image/avif',
  avis: 'image/avif',
  heic: 'image/heic',
  heix: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
};

/** The type of `bytes`, or undefined when it is none we know. */
export function sniff(bytes: Buffer): Sniffed | undefined {
  const contentType = sniffType(bytes);
  return contentType ? { contentType, kind: kindOfType(contentType) } : undefined;
}

export function kindOfType(contentType: string): MediaKind | null {
  for (const [kind, types] of Object.entries(MEDIA_TYPES) as [MediaKind, readonly string[]][]) {
    if (types.includes(contentType)) return kind;
  }
  return null;
}

function sniffType(bytes: Buffer): string | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (head.startsWith('glTF')) return isGlb(bytes) ? 'model/gltf-binary' : undefined;
  if (head.slice(4, 8) === 'ftyp') return isoMediaType(bytes);
  if (startsWith(bytes, EBML)) return matroskaType(bytes);
  return textType(bytes);
}

// A binary glTF: the magic, version 2, and a header length that is the file's (a truncated model does not load).
function isGlb(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.readUInt32LE(4) === GLB_VERSION && bytes.readUInt32LE(8) === bytes.length;
}

function isoMediaType(bytes: Buffer): string | undefined {
  const boxSize = bytes.length >= 8 ? bytes.readUInt32BE(0) : 0;
  if (boxSize < 16 || boxSize > bytes.length) return undefined;
  const major = ascii(bytes, 8, 12);
  if (major === 'qt  ') return 'video/quicktime';
  const image = IMAGE_BRANDS[major];
  if (image) return image;
  if (MP4_BRANDS.has(major)) return 'video/mp4';
  // The compatible brands follow the minor version; a file naming an MP4 brand there plays as one.
  for (let at = 16; at + 4 <= boxSize; at += 4) if (MP4_BRANDS.has(ascii(bytes, at, at + 4))) return 'video/mp4';
  return undefined;
}

// A Matroska file names its document type near the start (element 0x4282): `webm` is what browsers play.
function matroskaType(bytes: Buffer): string | undefined {
  const header = bytes.subarray(0, 64);
  const at = header.indexOf(Buffer.from([0x42, 0x82]));
  if (at < 0 || at + 3 > header.length) return undefined;
  const size = (header[at + 2] ?? 0) & 0x7f;
  const docType = ascii(header, at + 3, at + 3 + size);
  if (docType === 'webm') return 'video/webm';
  return docType === 'matroska' ? 'video/x-matroska' : undefined;
}

// Text formats: a glTF (JSON with `asset.version`), and SVG, which is known only to be refused (it can carry script).
function textType(bytes: Buffer): string | undefined {
  const prefix = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (prefix.startsWith('{')) return isGltfJson(bytes) ? 'model/gltf+json' : undefined;
  if (prefix.startsWith('<') && prefix.includes('<svg')) return 'image/svg+xml';
  return undefined;
}

function isGltfJson(bytes: Buffer): boolean {
  try {
    const parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as {
      asset?: { version?: unknown };
    } | null;
    return typeof parsed?.asset?.version === 'string';
  } catch {
    return false;
  }
}

/**
 * The files a glTF names besides itself (`buffers[].uri`, `images[].uri` that are not `data:` addresses): served
 * alone at /m/{id}, such a model could not load them.
 */
export function gltfExternalFiles(bytes: Buffer): string[] {
  const parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as {
    buffers?: { uri?: unknown }[];
    images?: { uri?: unknown }[];
  };
  return [...(parsed.buffers ?? []), ...(parsed.images ?? [])]
    .map((entry) => entry.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
}
