import type { EmailMode } from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { nextLocalTime, type LocalTime } from '../../schedule/local-time.js';
import type { ScheduleWriter } from '../../schedule/schedule.js';
import { mailRecipientOf } from '../me/index.js';

export type DigestMode = Extract<EmailMode, 'daily' | 'weekly'>;
export const DIGEST_KIND = 'notify-digest';
const DIGEST_HOUR = 9;

/** 09:00 every day, or on Mondays, in the person's time zone. */
export function digestTime(mode: DigestMode, timeZone: string): LocalTime {
  return { hour: DIGEST_HOUR, minute: 0, timeZone, ...(mode === 'weekly' ? { weekday: 'monday' as const } : {}) };
}

/**
 * Sets the person's digest timer for `mode`, one per person and mode. Setting the same instant again changes nothing,
 * so every notification of a digested kind may call it; the digest's handler moves it on after each run.
 */
export async function ensureDigestTimer(
  deps: Pick<AppContext, 'config' | 'schedule'>,
  trx: ScheduleWriter,
  userId: string,
  mode: DigestMode,
  now: number,
): Promise<void> {
  const recipient = await mailRecipientOf(trx, userId, deps.config.defaultLocale);
  if (!recipient) return;
  const due = nextLocalTime(digestTime(mode, recipient.timeZone), now);
  await deps.schedule.at(`${DIGEST_KIND}-${mode}:${userId}`, DIGEST_KIND, due, { userId, mode }, trx);
}
