import type { Generated } from 'kysely';
import type { EpochMs, Json } from './schema.js';

/** A recurring job or a timer of a subject (migration 019, docs/adr/0013-scheduled-jobs.md). */
export interface ScheduledJobTable {
  /** A recurring job's kind, or a timer's `kind:subject`. */
  key: string;
  /** Which handler runs it. */
  kind: string;
  /** A recurring job's rule as canonical JSON text (schedule/rules.ts); null for a timer. */
  rule: string | null;
  payload: Json | null;
  /** The instant the coming run is for (the last run's, once a timer has run): the run key. */
  scheduled_for: EpochMs;
  /** When to try the run next; null when nothing is left to run. */
  due_at: EpochMs | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** The claim that runs it now; a claim whose `lease_until` has passed is void. */
  lease_holder: string | null;
  lease_until: Generated<EpochMs>;
  /** The instant of the last run that completed, and when it did. */
  last_run_for: EpochMs | null;
  last_completed_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}
