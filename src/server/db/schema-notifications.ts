import type { Bool, EpochMs, Json } from './schema.js';

/** One notification of one person (migration 021, docs/adr/0017-notifications.md). */
export interface NotificationTable {
  id: string;
  workspace_id: string;
  user_id: string;
  kind: string;
  /** What it is about (`form`, `link`, `qr`, `workspace`) and its id: where the notification leads. */
  subject_type: string;
  subject_id: string;
  params: Json;
  /** The fact it tells of (`response:{id}`, `milestone:link:{id}:1000`): one notification per fact and person. */
  dedupe_key: string;
  /** Shown in the app (the bell); false for a kind the person gets by e-mail only. */
  in_app: Bool;
  created_at: EpochMs;
  read_at: EpochMs | null;
  /** When a mail (instant or digest) told of it, set with that mail's queueing, so no other mail tells of it again. */
  mailed_at: EpochMs | null;
}

/** A kind's setting a person changed from the defaults. */
export interface NotificationSettingTable {
  user_id: string;
  kind: string;
  in_app: Bool;
  /** off, instant, daily or weekly. */
  email: string;
  updated_at: EpochMs;
}

/** A round number a subject's clicks or scans reached (`link:{id}`, `qr:{id}`), recorded once. */
export interface NotificationMilestoneTable {
  subject: string;
  milestone: number;
  workspace_id: string;
  reached_at: EpochMs;
}
