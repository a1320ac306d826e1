import type { IncomingMessage } from 'node:http';
import type { Bus } from './cluster/bus.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { EventFlow } from './events/event-flow.js';
import type { RepeatLimiter } from './log/repeat-limit.js';
import type { Auth } from './modules/auth/auth.js';
import type { ClickRecorder } from './modules/analytics/recording/click-recorder.js';
import type { LiveEvents } from './modules/live/live-events.js';
import type { Mailer } from './modules/mail/index.js';
import type { RenderPool } from './modules/qr-render/render-pool.js';
import type { RedirectCache } from './modules/redirect/redirect-cache.js';
import type { Schedule } from './schedule/schedule.js';

/** What every module is handed at registration: configuration, the database, auth and the shared runtime parts. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** The client's address by TRUST_PROXY's rule (http/client-address.ts). */
  clientAddress: (request: IncomingMessage) => string;
  auth: Auth;
  bus: Bus;
  /** Where services publish what changed (domain events); caches, live pages and durable subscribers listen. */
  events: EventFlow;
  /**
   * Scheduled work (schedule/schedule.ts, docs/adr/0013-scheduled-jobs.md): recurring jobs (`every`) and timers of a
   * subject (`handle`, `at`, `cancel`), each run once across the nodes.
   */
  schedule: Schedule;
  /** The app's log for errors an outage repeats: the first in full, then a count at most every 10 s. */
  repeats: RepeatLimiter;
  redirectCache: RedirectCache;
  clicks: ClickRecorder;
  liveEvents: LiveEvents;
  /** QR renders and scan checks, on threads of their own so they never hold a redirect. */
  qrRender: RenderPool;
  /** Outgoing mail: queued with `queueMail` inside a change, sent by whichever node claims it (modules/mail). */
  mail: Mailer;
}
