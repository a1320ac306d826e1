// HTTP validators and ranges for files that never change (RFC 9110 §13–14): enough for a video to seek and a PDF to
// load in parts, and for a phone to keep what it has.

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The most an open-ended range (`bytes=a-`) is answered with. A video player asks `bytes=0-` and reads on as it plays;
 * answered in parts of this size (the Content-Range says where each ends), it asks for the next part when it needs
 * it, and a download that was abandoned ends within one part.
 */
export const OPEN_RANGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The one range a `Range` header asks for within `size` bytes: `bytes=a-b`, `bytes=a-` (at most `openEndedMax`
 * bytes of it) or `bytes=-n` (the last n bytes: they must end at the end, so they are not cut; they are sent in
 * chunks like everything else). Undefined when the whole file is to be sent (no header, another unit, several
 * ranges, a malformed one: a server may ignore those); 'unsatisfiable' when the range starts past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
  openEndedMax = OPEN_RANGE_MAX_BYTES,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? start + openEndedMax - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}

/** True when `If-None-Match` names the entity tag (weak comparison, as the header is defined), or is `*`. */
export function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * True when a `Range` may be honoured: no `If-Range`, or one naming the current entity tag (strong comparison). A
 * date there is not ours to compare (we send no Last-Modified), so the whole file goes.
 */
export function rangeStillValid(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

/**
 * `inline` (shown in the browser) or `attachment` (saved) with the file's name: an ASCII fallback and the exact name
 * in UTF-8 (RFC 6266).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
