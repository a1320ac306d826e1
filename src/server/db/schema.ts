// The tables better-auth reads and writes, the click and statistics tables, the outbox, outgoing mail, the uploads,
// the scheduled jobs, notifications, the workspace's own (members, keys, billing, the audit log), webhooks, and smart
// links' rules, tags and UTM templates have files of their own (page views are with the clicks).
import type { AccountTable, SessionTable, UserAvatarTable, UserTable, VerificationTable } from './schema-auth.js';
import type {
  ClickJournalMarkTable,
  LinkStatisticTable,
  PageViewDayTable,
  PageViewRouteTable,
  RollupStateTable,
  StatBucketTable,
  StatDayTable,
  StatHourTable,
} from './schema-clicks.js';
import type { OutboxLeaseTable, OutboxTable } from './schema-events.js';
import type { AccountTokenTable, OutgoingMailTable } from './schema-mail.js';
import type { MediaPartTable, MediaTable } from './schema-media.js';
import type {
  NotificationMilestoneTable,
  NotificationSettingTable,
  NotificationTable,
} from './schema-notifications.js';
import type { ScheduledJobTable } from './schema-schedule.js';
import type {
  ApiKeyTable,
  AuditEntryTable,
  InvitationTable,
  MembershipTable,
  SessionWorkspaceTable,
  WorkspaceBillingTable,
  WorkspaceTable,
} from './schema-teams.js';
import type { WebhookAttemptTable, WebhookEndpointTable, WebhookMessageTable } from './schema-webhooks.js';
import type { LinkTagTable, QrTagTable, RouteTable, TagTable, UtmTemplateTable } from './schema-smart.js';
export type * from './schema-auth.js';
export type * from './schema-clicks.js';
export type * from './schema-events.js';
export type * from './schema-mail.js';
export type * from './schema-media.js';
export type * from './schema-notifications.js';
export type * from './schema-schedule.js';
export type * from './schema-teams.js';
export type * from './schema-webhooks.js';
export type * from './schema-smart.js';

/**
 * Row types of every table. Times of our own tables are epoch milliseconds (bigint) on both dialects, so
 * bucketing and comparing times is integer arithmetic everywhere; the auth tables keep better-auth's own
 * representation (Date on PostgreSQL, ISO text on SQLite). JSON columns hold `Json` (jsonb / TEXT, see dialect.ts).
 */
export type EpochMs = number;
export type Json = string | Record<string, unknown> | unknown[];
export type Bool = boolean | number;

export interface QrTypeTable {
  id: string;
  name: string;
  qr_class: 'dynamic' | 'static';
  sort_order: number;
}

export interface PageTypeTable {
  id: string;
  name: string;
  icon: string;
  active: Bool;
  sort_order: number;
}

interface Owned {
  id: string;
  workspace_id: string;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface CampaignTable extends Owned {
  name: string;
  description: string | null;
  started_at: EpochMs | null;
  expired_at: EpochMs | null;
  /** The `utm_campaign` its links' and codes' targets get when they carry none. */
  utm_campaign: string | null;
}

export interface LocationTable extends Owned {
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
}

export interface LinkTable extends Owned {
  name: string;
  url: string;
  hash: string;
  expires_at: EpochMs | null;
  fallback_url: string | null;
  campaign_id: string | null;
  notes: string | null;
  forward_query: Bool;
  /** Targeting rules and the A/B split (shared/smart-links.ts SmartDestination); null when there are none. */
  smart: Json | null;
  /** scrypt of the password visitors must enter first; null when the link is open. */
  password_hash: string | null;
}

export interface QrTable extends Owned {
  name: string;
  /** `{ target }` of a dynamic code (its kind and what it needs), `{ payload }` of a static one (shared/qr-codes.ts). */
  data: Json;
  /** A dynamic code's own short code (upper case, unique); null for a static code. */
  hash: string | null;
  link_id: string | null;
  qr_type_id: string;
  qr_class: 'dynamic' | 'static';
  design: Json;
  location_id: string | null;
  campaign_id: string | null;
  /** The form a code leads to, and the event it is answered for (migration 012). */
  feedback_id: string | null;
  event_id: string | null;
  /** The landing page a code leads to (migration 013). */
  page_id: string | null;
  /** A dynamic code's targeting rules and A/B split, as a link's; null when there are none. */
  smart: Json | null;
  password_hash: string | null;
}

/** The short code of a deleted QR code: its printed copies say "no longer active", and nobody gets it again. */
export interface QrRetiredCodeTable {
  code: string;
  workspace_id: string;
  retired_at: EpochMs;
}

/** The code (current or former) of a deleted link: its copies say "no longer active" (migration 015). */
export interface LinkRetiredHashTable {
  hash: string;
  workspace_id: string;
  retired_at: EpochMs;
}

/** An uploaded logo, normalised to PNG (no byte of the original survives), readable by every node. */
export interface QrLogoTable {
  id: string;
  workspace_id: string;
  source_type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  png: Buffer;
  width: number;
  height: number;
  bytes: number;
  created_at: EpochMs;
}

/** A design saved by the workspace, applied to new codes. */
export interface QrTemplateTable extends Owned {
  name: string;
  design: Json;
}

export interface FeedbackTable extends Owned {
  name: string;
  campaign_id: string | null;
  /** Shown under the title on the public form (migration 012). */
  description: string;
  accepting: Bool;
  once_per_visitor_per_day: Bool;
}

export interface QuestionTable extends Owned {
  feedback_id: string;
  text: string;
  settings: Json;
  position: number;
}

export interface ResponseTable {
  id: string;
  workspace_id: string;
  feedback_id: string;
  qr_id: string | null;
  event_id: string | null;
  created_at: EpochMs;
  /** The code's location when the response came through a scan (migration 012). */
  location_id: string | null;
  /** The nonce of the signed form answered: unique, so a form load stores one response at most. */
  form_nonce: string | null;
  /** The day's visitor hash when the form takes one response per visitor per day: unique per form. */
  visitor_day: string | null;
  /** The targeting rule or split variant that sent the respondent here (docs/smart-links.md), else null. */
  route_id: string | null;
}

export interface ParticipantAnswerTable {
  id: string;
  response_id: string;
  question_id: string;
  answer: Json;
  created_at: EpochMs;
}

export interface EventTable extends Owned {
  name: string;
  starts_at: EpochMs | null;
  ends_at: EpochMs | null;
  location_id: string | null;
}

export interface EventFeedbackTable {
  event_id: string;
  feedback_id: string;
}

export interface PageTable extends Owned {
  name: string;
  page_type_id: string;
  latitude: number | null;
  longitude: number | null;
  content: Json;
  campaign_id: string | null;
  /** Shown at /p/{id} only when published (migration 013). */
  published: Bool;
}

/** A page's views of one UTC day (YYYY-MM-DD), added to in batches by each node. */

/** A link's former short code, still redirecting to it (migration 006). */
export interface LinkAliasTable {
  hash: string;
  link_id: string;
  workspace_id: string;
  created_at: EpochMs;
}

export interface Database {
  workspace: WorkspaceTable;
  membership: MembershipTable;
  user: UserTable;
  user_avatar: UserAvatarTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  qr_type: QrTypeTable;
  page_type: PageTypeTable;
  campaign: CampaignTable;
  location: LocationTable;
  link: LinkTable;
  qr: QrTable;
  qr_retired_code: QrRetiredCodeTable;
  link_retired_hash: LinkRetiredHashTable;
  qr_logo: QrLogoTable;
  qr_template: QrTemplateTable;
  link_statistic: LinkStatisticTable;
  rollup_state: RollupStateTable;
  click_journal_mark: ClickJournalMarkTable;
  stat_bucket: StatBucketTable;
  stat_day: StatDayTable;
  stat_hour: StatHourTable;
  feedback: FeedbackTable;
  question: QuestionTable;
  response: ResponseTable;
  participant_answer: ParticipantAnswerTable;
  event: EventTable;
  event_feedback: EventFeedbackTable;
  page: PageTable;
  media: MediaTable;
  media_part: MediaPartTable;
  scheduled_job: ScheduledJobTable;
  page_view_day: PageViewDayTable;
  api_key: ApiKeyTable;
  link_alias: LinkAliasTable;
  workspace_billing: WorkspaceBillingTable;
  outbox: OutboxTable;
  outbox_lease: OutboxLeaseTable;
  outgoing_mail: OutgoingMailTable;
  account_token: AccountTokenTable;
  notification: NotificationTable;
  invitation: InvitationTable;
  session_workspace: SessionWorkspaceTable;
  audit_entry: AuditEntryTable;
  webhook_endpoint: WebhookEndpointTable;
  route: RouteTable;
  page_view_route: PageViewRouteTable;
  tag: TagTable;
  link_tag: LinkTagTable;
  qr_tag: QrTagTable;
  utm_template: UtmTemplateTable;
  webhook_message: WebhookMessageTable;
  webhook_attempt: WebhookAttemptTable;
  notification_setting: NotificationSettingTable;
  notification_milestone: NotificationMilestoneTable;
}
