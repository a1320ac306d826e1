import type { EpochMs } from './schema.js';

/** A rule or a variant that served clicks, kept to name it in the statistics (docs/smart-links.md). */
export interface RouteTable {
  id: string;
  workspace_id: string;
  /** `link:{id}` or `qr_code:{id}`. */
  owner: string;
  kind: 'rule' | 'variant';
  name: string | null;
  url: string;
  created_at: EpochMs;
  /** When it left its subject's rules or split; null while it serves. */
  retired_at: EpochMs | null;
}

export interface TagTable {
  id: string;
  workspace_id: string;
  name: string;
  /** The name in lower case, unique per workspace. */
  name_key: string;
  color: string;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface LinkTagTable {
  link_id: string;
  tag_id: string;
}

export interface QrTagTable {
  qr_id: string;
  tag_id: string;
}

export interface UtmTemplateTable {
  id: string;
  workspace_id: string;
  name: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}
