import type { Role } from '../../shared/workspaces.js';
import type { Generated } from 'kysely';
import type { Bool, EpochMs, Json } from './schema.js';

export interface WorkspaceTable {
  id: string;
  name: string;
  /** The account whose personal workspace this is (it goes with the account); null for a shared one. */
  personal_user_id: string | null;
  created_at: EpochMs;
  /** Its link codes answer in any case (`SPRING-menu` = `spring-menu`), as QR codes' always do. */
  link_codes_ignore_case: Generated<Bool>;
}

export interface MembershipTable {
  workspace_id: string;
  user_id: string;
  role: Role;
  created_at: EpochMs;
}

/** An invitation to a workspace, pending until accepted (its row is then deleted), revoked or past `expires_at`. */
export interface InvitationTable {
  id: string;
  workspace_id: string;
  /** Lower case: the signed-in address must be this one to accept. */
  email: string;
  role: Role;
  /** SHA-256 of the token in the invitation's link, never the token. */
  token_hash: string;
  invited_by: string | null;
  created_at: EpochMs;
  expires_at: EpochMs;
}

/** The workspace a signed-in browser session works in; a session without a row works in the personal one. */
export interface SessionWorkspaceTable {
  session_id: string;
  workspace_id: string;
}

/** One line of a workspace's audit log: who did what to which object, when, and from where (country and device). */
export interface AuditEntryTable {
  id: string;
  workspace_id: string;
  occurred_at: EpochMs;
  actor_user_id: string | null;
  actor_key_id: string | null;
  /** The person's or the key's name when it happened. */
  actor_name: string | null;
  /** The domain event's type, e.g. `link.created`, `member.removed`. */
  action: string;
  subject_type: string;
  subject_id: string | null;
  subject_name: string | null;
  details: Json | null;
  country: string | null;
  device: string | null;
}

/** A workspace's company details and plan (migration 007); absent until the first save. */
export interface WorkspaceBillingTable {
  workspace_id: string;
  company: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  postal_code: string | null;
  phone: string | null;
  plan: 'standard' | 'express';
  updated_at: EpochMs;
}

/** An API key of a workspace: its hash and first characters, never the key itself. */
export interface ApiKeyTable {
  id: string;
  workspace_id: string;
  created_by: string | null;
  name: string;
  scope: 'read' | 'write';
  /** What the key may do: at most its creator's role, which it never exceeds at run time either (migration 023). */
  role: Role;
  prefix: string;
  secret_hash: string;
  created_at: EpochMs;
  last_used_at: EpochMs | null;
}
