import { Readable } from 'node:stream';
import type { ByteRange } from './byte-ranges.js';

/**
 * How much of an upload one read takes from the database: four parts. A download holds this much (and what the
 * socket holds) at a time, whatever the size of the file or of the range.
 */
export const MEDIA_READ_BYTES = 1024 * 1024;

/**
 * Reads `length` bytes from `start`, in pieces that follow each other; undefined when they are gone (the file was
 * deleted while it was being sent).
 */
export type ReadBytes = (start: number, length: number) => Promise<Buffer[] | undefined>;

/**
 * The bytes of `range`, read chunk by chunk as the client takes them: the next read starts only when the socket has
 * drained what came before (the stream asks for more below its high-water mark, one chunk), and none starts after
 * the client went away (the stream is destroyed with the response). Bytes gone halfway end the stream with
 * `gone()`'s error, which ends the response and is logged.
 */
export function mediaStream(
  read: ReadBytes,
  range: ByteRange,
  gone: () => Error,
  chunkBytes = MEDIA_READ_BYTES,
): Readable {
  let position = range.start;
  return new Readable({
    highWaterMark: chunkBytes,
    read() {
      if (position > range.end) {
        this.push(null);
        return;
      }
      // Reads end on multiples of the chunk size, so that after the first each covers whole parts.
      const length = Math.min(chunkBytes - (position % chunkBytes), range.end - position + 1);
      read(position, length).then(
        (pieces) => {
          if (this.destroyed) return;
          if (!pieces) {
            this.destroy(gone());
            return;
          }
          position += length;
          // The stream asks for more only below its high-water mark, so the pieces of one read all go in.
          for (const piece of pieces) this.push(piece);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}
