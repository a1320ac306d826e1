/**
 * Row types of the tables better-auth reads and writes (through its Kysely adapter, with our snake_case names). Their
 * times keep better-auth's own representation: Date on PostgreSQL, ISO text on SQLite. Beside them, the account's
 * uploaded picture, which better-auth never reads.
 */
import type { Bool, EpochMs } from './schema.js';

export interface UserTable {
  id: string;
  full_name: string;
  email: string;
  email_verified: Bool;
  avatar_url: string | null;
  locale: string | null;
  /** The account's own details (migration 017): a phone as written, an ISO 3166-1 alpha-2 code, an IANA zone. */
  phone: string | null;
  country: string | null;
  time_zone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The account's uploaded picture (migration 017): a square WebP made on the server, its SHA-256 the version. */
export interface UserAvatarTable {
  user_id: string;
  content_type: string;
  image: Buffer;
  sha256: string;
  updated_at: EpochMs;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Date | string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface AccountTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | string | null;
  refresh_token_expires_at: Date | string | null;
  scope: string | null;
  password: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}
