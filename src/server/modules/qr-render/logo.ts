// Logos are checked and normalised once, at upload: the type is read from the bytes (never a name or a declared
// type), SVG is sanitised before anything parses it, and everything is re-encoded to a PNG of at most 1024 px, so
// no uploaded byte ever reaches a rendered code and every renderer deals with one format.
import sharp from 'sharp';
import { LOGO_BYTES_MAX } from '../../../shared/qr-design.js';

/** A logo as every renderer receives it. */
export interface LogoAsset {
  png: Buffer;
  width: number;
  height: number;
}

export type LogoErrorCode = 'logo_unsupported_type' | 'logo_invalid_image' | 'logo_too_big';

export class LogoError extends Error {
  constructor(
    readonly code: LogoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LogoError';
  }
}

export type LogoSourceType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

/** Longest side of a normalised logo: it never covers more than half of a 2048 px code. */
export const LOGO_SIDE_MAX = 1024;
/** Decoded size at most; a small file can declare a huge image (a decompression bomb). */
export const LOGO_PIXELS_MAX = 40_000_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffLogoType(bytes: Buffer): LogoSourceType | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  const text = decodeUtf8(bytes);
  return text !== null && rootElementIsSvg(text) ? 'image/svg+xml' : null;
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

// The root element is the first tag after the prolog: an XML declaration, comments, processing instructions and a
// doctype may come first.
function rootElementIsSvg(text: string): boolean {
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/i.exec(text);
  const rest = text.slice(prolog ? prolog[0].length : 0);
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest);
}

/** Checks an upload by its content and turns it into the PNG every renderer draws. */
export async function normaliseLogo(bytes: Buffer): Promise<{ asset: LogoAsset; sourceType: LogoSourceType }> {
  if (bytes.length > LOGO_BYTES_MAX) {
    throw new LogoError('logo_too_big', `A logo may be at most ${LOGO_BYTES_MAX / 1024 / 1024} MB.`);
  }
  const sourceType = sniffLogoType(bytes);
  if (!sourceType) throw new LogoError('logo_unsupported_type', 'A logo must be a PNG, JPEG or SVG image.');
  const input = sourceType === 'image/svg+xml' ? await svgInput(bytes.toString('utf8')) : { bytes, density: 72 };
  try {
    const { data, info } = await sharp(input.bytes, { limitInputPixels: LOGO_PIXELS_MAX, density: input.density })
      .rotate()
      .resize(LOGO_SIDE_MAX, LOGO_SIDE_MAX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { asset: { png: data, width: info.width, height: info.height }, sourceType };
  } catch (error) {
    throw imageError(error);
  }
}

// An SVG is rendered at the density that makes its long side LOGO_SIDE_MAX, so small icons come out sharp.
async function svgInput(source: string): Promise<{ bytes: Buffer; density: number }> {
  const bytes = Buffer.from(sanitiseSvg(source), 'utf8');
  let longSide: number;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: LOGO_PIXELS_MAX }).metadata();
    longSide = Math.max(width ?? 0, height ?? 0);
  } catch (error) {
    throw imageError(error);
  }
  if (!(longSide > 0)) throw new LogoError('logo_invalid_image', 'The SVG has no size.');
  return { bytes, density: Math.min(Math.max((72 * LOGO_SIDE_MAX) / longSide, 1), 100_000) };
}

function imageError(error: unknown): LogoError {
  if (error instanceof LogoError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new LogoError('logo_too_big', 'The logo has too many pixels.');
  return new LogoError('logo_invalid_image', 'The logo could not be read as an image.');
}

// SVG sanitising. A small XML reader builds a tree, and only what cannot reach outside the document or run code is
// written back: no scripts, foreign HTML, event handlers, external references (href, url(), @import), doctypes
// (entity tricks) or processing instructions (stylesheets).

interface SvgElement {
  name: string;
  attributes: Array<[string, string]>;
  children: Array<SvgElement | string>;
}

const DROPPED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'canvas']);
// Animations can set an href or an event handler after the fact; a static logo needs none.
const DROPPED_ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'discard']);
const NAME = /^[A-Za-z_][\w.:-]*$/;
const MAX_DEPTH = 256;
// Sticky: matched where the reader stands, without copying the rest of the document.
const DOCTYPE = /<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/iy;
const START_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;

/** The SVG with everything that could run code or fetch something removed. Throws LogoError on malformed XML. */
export function sanitiseSvg(source: string): string {
  return serialise(parseSvg(source));
}

function invalid(reason: string): LogoError {
  return new LogoError('logo_invalid_image', `The SVG is not well-formed: ${reason}.`);
}

function parseSvg(source: string): SvgElement {
  const root: SvgElement = { name: '#document', attributes: [], children: [] };
  const stack: SvgElement[] = [root];
  let at = 0;
  const skipPast = (marker: string, from: number): number => {
    const end = source.indexOf(marker, from);
    if (end < 0) throw invalid(`unclosed ${marker}`);
    return end + marker.length;
  };
  while (at < source.length) {
    const current = stack[stack.length - 1]!;
    if (source.startsWith('<!--', at)) {
      at = skipPast('-->', at + 4);
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = skipPast(']]>', at + 9);
      current.children.push(source.slice(at + 9, end - 3));
      at = end;
    } else if (source.startsWith('<!', at)) {
      DOCTYPE.lastIndex = at;
      const doctype = DOCTYPE.exec(source);
      if (!doctype) throw invalid('bad declaration');
      at += doctype[0].length;
    } else if (source.startsWith('<?', at)) {
      at = skipPast('?>', at + 2);
    } else if (source.startsWith('</', at)) {
      const end = skipPast('>', at + 2);
      const name = source.slice(at + 2, end - 1).trim();
      if (stack.length < 2 || current.name !== name) throw invalid(`unexpected </${name}>`);
      stack.pop();
      at = end;
    } else if (source[at] === '<') {
      const { element, end, selfClosing } = readStartTag(source, at);
      if (stack.length === 1 && root.children.some((child) => typeof child !== 'string')) throw invalid('two roots');
      current.children.push(element);
      if (!selfClosing) stack.push(element);
      if (stack.length > MAX_DEPTH) throw invalid('nested too deep');
      at = end;
    } else {
      const end = source.indexOf('<', at);
      const text = source.slice(at, end < 0 ? source.length : end);
      if (stack.length > 1) current.children.push(decodeEntities(text));
      else if (text.trim() !== '') throw invalid('text outside the root');
      at = end < 0 ? source.length : end;
    }
  }
  if (stack.length > 1) throw invalid(`unclosed <${stack[stack.length - 1]!.name}>`);
  const svg = root.children.find((child): child is SvgElement => typeof child !== 'string');
  if (!svg || localName(svg.name) !== 'svg') throw invalid('the root is not <svg>');
  return svg;
}

function readStartTag(source: string, start: number): { element: SvgElement; end: number; selfClosing: boolean } {
  START_TAG.lastIndex = start;
  const tag = START_TAG.exec(source);
  if (!tag || !NAME.test(tag[1]!)) throw invalid('bad tag');
  const attributes: Array<[string, string]> = [];
  for (const match of tag[2]!.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (!NAME.test(match[1]!)) throw invalid('bad attribute');
    attributes.push([match[1]!, decodeEntities(match[2] ?? match[3] ?? '')]);
  }
  return { element: { name: tag[1]!, attributes, children: [] }, end: start + tag[0].length, selfClosing: !!tag[3] };
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw invalid('bare &');
    const numeric = /^#(?:x([0-9a-f]+)|([0-9]+))$/i.exec(body);
    if (numeric) {
      const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code < 1 || code > 0x10ffff) throw invalid('bad character reference');
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body];
    // Any other entity would need a doctype to define it, and doctypes are not kept.
    if (named === undefined) throw invalid(`unknown entity &${body};`);
    return named;
  });
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

/** True when every url(…) in a CSS or attribute value points into the document itself (`url(#id)`). */
function onlyLocalReferences(value: string): boolean {
  if (/@import|image-set\s*\(|\bsrc\s*\(|\\/i.test(value)) return false;
  for (const match of value.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi)) {
    if (!match[2]!.startsWith('#')) return false;
  }
  return true;
}

function keepAttribute(name: string, value: string): boolean {
  const local = localName(name);
  if (local.startsWith('on') || name.toLowerCase() === 'xml:base') return false;
  if (local === 'href') return value.trim().startsWith('#');
  if (/(?<![\w-])(?:javascript|data)\s*:/i.test(value)) return false;
  return onlyLocalReferences(value);
}

function escapeXml(text: string, inAttribute: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return inAttribute ? escaped.replace(/"/g, '&quot;') : escaped;
}

function serialise(element: SvgElement): string {
  const attributes = element.attributes
    .filter(([name, value]) => keepAttribute(name, value))
    .map(([name, value]) => ` ${name}="${escapeXml(value, true)}"`)
    .join('');
  let inner = '';
  for (const child of element.children) {
    if (typeof child === 'string') {
      inner += escapeXml(child, false);
      continue;
    }
    const local = localName(child.name);
    if (DROPPED_ELEMENTS.has(local) || DROPPED_ANIMATIONS.has(local)) continue;
    if (local === 'style' && !onlyLocalReferences(textOf(child))) continue;
    inner += serialise(child);
  }
  return `<${element.name}${attributes}>${inner}</${element.name}>`;
}

function textOf(element: SvgElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}
