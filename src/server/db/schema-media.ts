import type { Bool, EpochMs } from './schema.js';

/** An upload a page shows (migration 013): its type read from its bytes; the bytes are its parts (migration 016). */
export interface MediaTable {
  id: string;
  workspace_id: string;
  kind: 'image' | 'video' | 'pdf' | 'model';
  content_type: string;
  file_name: string;
  bytes: number;
  sha256: string;
  /** A PDF with actions a viewer would run (modules/media/pdf-actions.ts): sent as a download only. */
  active_content: Bool;
  created_at: EpochMs;
}

/**
 * A part of an upload's bytes: part n holds bytes n × 256 KB up to the next part's (the last may be shorter), so
 * that a range is read from the few parts it covers (migration 016).
 */
export interface MediaPartTable {
  media_id: string;
  part: number;
  data: Buffer;
}
