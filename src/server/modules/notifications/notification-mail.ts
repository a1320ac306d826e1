import { intlLocale, type Locale } from '../../../shared/locales.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notifications.js';
import type { AppContext } from '../../app-context.js';
import { nextLocalTime, type LocalTime } from '../../schedule/local-time.js';
import { DIGEST_KIND, digestTime, type DigestMode } from './digest-timer.js';
import { fill, queueMail } from '../mail/index.js';
import { mailRecipientOf } from '../me/index.js';
import { NOTIFICATION_MAIL_TEXTS, type NotificationMailTexts } from './notification-mail-texts.js';
import { WEBHOOK_MAIL_TEXTS } from './webhook-mail-texts.js';
import { findNotification, markMailed, unreadBetween, type NotificationRow } from './notifications.repo.js';
import { settingsOf, INSTANT_MAIL_KIND } from './notify.js';
import { turnEmailOff } from './notifications.service.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'events' | 'schedule' | 'mail'>;

const HOUR_MS = 3_600_000;
// The weekly summary is a mail of its own (notification-summary.ts), never a line of a digest.
const DIGESTED_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'weekly.summary');

/**
 * The line a notification reads as in a mail, with the name of its form, link or code (or a webhook endpoint's
 * address), and the screen it leads to.
 */
export function mailLineOf(texts: NotificationMailTexts, row: NotificationRow, locale: Locale) {
  const { line, path } = unnamedLineOf(texts, row, locale);
  const { name: given, url } = row.params as { name?: unknown; url?: unknown };
  const name = given ?? url;
  return { line: typeof name === 'string' && name !== '' ? fill(texts.named, { line, name }) : line, path };
}

// The endpoint's screen in the web app (src/shared/app-paths.ts).
const webhookPath = (id: string | number | undefined) => `/settings/integrations/webhooks/${String(id)}`;

function unnamedLineOf(texts: NotificationMailTexts, row: NotificationRow, locale: Locale) {
  const params = row.params as Record<string, string | number>;
  const value = new Intl.NumberFormat(intlLocale(locale)).format(Number(params.milestone ?? 0));
  switch (row.kind as NotificationKind) {
    case 'feedback.response':
      return { line: texts.response, path: `/feedback/${String(params.formId)}/statistics` };
    case 'milestone':
      return params.subjectType === 'qr'
        ? { line: fill(texts.milestoneQr, { value }), path: `/qr-code/${String(params.subjectId)}` }
        : { line: fill(texts.milestoneLink, { value }), path: `/link/${String(params.subjectId)}` };
    case 'trial.ending':
      return { line: texts.trialEnding, path: '/settings/billing' };
    case 'member.joined':
      return { line: texts.memberJoined, path: '/settings/members' };
    case 'webhook.failing':
      return { line: WEBHOOK_MAIL_TEXTS[locale].failing, path: webhookPath(params.webhookId) };
    case 'webhook.disabled': {
      const words = WEBHOOK_MAIL_TEXTS[locale];
      return {
        line: params.reason === 'gone' ? words.disabledGone : words.disabledFailing,
        path: webhookPath(params.webhookId),
      };
    }
    default:
      return { line: texts.weeklySubject, path: '/statistics' };
  }
}

/**
 * The e-mail channel: an instant mail a minute after its notification unless it was read in the app by then, the
 * daily and weekly digests of what is still unread, and one-click unsubscribing per kind (and per digest).
 */
export function registerNotificationMail(deps: Deps): void {
  const db = deps.database.db;

  deps.schedule.handle<{ notificationId: string }>(INSTANT_MAIL_KIND, async ({ payload }) => {
    const row = await findNotification(db, payload.notificationId);
    // Read in the app within the minute (or gone): the mail would tell nothing new.
    if (!row || row.read_at !== null) return;
    const kind = row.kind as NotificationKind;
    if ((await settingsOf(deps, [row.user_id], kind)).get(row.user_id)?.email !== 'instant') return;
    const recipient = await mailRecipientOf(db, row.user_id, deps.config.defaultLocale);
    if (!recipient || !deps.mail.configured) return;
    const texts = NOTIFICATION_MAIL_TEXTS[recipient.locale];
    const { line, path } = mailLineOf(texts, row, recipient.locale);
    await deps.events.change(async (scope) => {
      // Mailed already: this run is a repeat of one whose commit a crash kept the scheduler from recording.
      if ((await markMailed(scope.trx, [row.id], Date.now())).size === 0) return;
      await queueMail(deps, scope, {
        to: { address: recipient.email, name: recipient.name },
        locale: recipient.locale,
        template: 'notice',
        params: { subject: line, paragraphs: [line], action: { label: texts.action, path }, reason: texts.reason },
        unsubscribe: { userId: row.user_id, kind: `notifications.${kind}` },
      });
    });
  });

  deps.schedule.handle<{ userId: string; mode: DigestMode }>(DIGEST_KIND, async ({ payload, scheduledFor }) => {
    const { userId, mode } = payload;
    const recipient = await mailRecipientOf(db, userId, deps.config.defaultLocale);
    if (!recipient) return;
    const kinds = await kindsMailed(deps, userId, mode);
    // Nothing goes to this digest any more: the timer ends, and the next notification of such a kind sets it again.
    if (kinds.length === 0) return;
    const time = digestTime(mode, recipient.timeZone);
    const due = scheduledFor.getTime();
    const rows = await unreadBetween(db, userId, kinds, previousRun(time, due, mode), due);
    if (rows.length > 0) await queueDigest(deps, userId, mode, recipient, rows);
    return { next: nextLocalTime(time, due) };
  });

  for (const kind of NOTIFICATION_KINDS) {
    deps.mail.onUnsubscribe(`notifications.${kind}`, (userId) => turnEmailOff(deps, userId, kind));
  }
  for (const mode of ['daily', 'weekly'] as const) {
    deps.mail.onUnsubscribe(`notifications.${mode}`, async (userId) => {
      for (const kind of await kindsMailed(deps, userId, mode)) await turnEmailOff(deps, userId, kind);
    });
  }
}

async function kindsMailed(deps: Pick<Deps, 'database'>, userId: string, mode: DigestMode) {
  const settings = await Promise.all(DIGESTED_KINDS.map((kind) => settingsOf(deps, [userId], kind)));
  return DIGESTED_KINDS.filter((_kind, index) => settings[index]?.get(userId)?.email === mode);
}

/**
 * The run before the one at `due`: a local day (or week) is 23 to 25 hours long across daylight saving, so the
 * first digest time after "a day and two hours ago" is yesterday's, whatever the clocks did.
 */
function previousRun(time: LocalTime, due: number, mode: DigestMode): number {
  const back = mode === 'daily' ? 26 * HOUR_MS : 8 * 24 * HOUR_MS;
  return nextLocalTime(time, due - back).getTime();
}

async function queueDigest(
  deps: Deps,
  userId: string,
  mode: DigestMode,
  recipient: { email: string; name: string; locale: Locale },
  rows: NotificationRow[],
) {
  if (!deps.mail.configured) return;
  const texts = NOTIFICATION_MAIL_TEXTS[recipient.locale];
  await deps.events.change(async (scope) => {
    // Only those no mail told of yet: a run repeated after a crash finds them all mailed and queues nothing.
    const marked = await markMailed(
      scope.trx,
      rows.map((row) => row.id),
      Date.now(),
    );
    const lines = rows
      .filter((row) => marked.has(row.id))
      .map((row) => `• ${mailLineOf(texts, row, recipient.locale).line}`);
    if (lines.length === 0) return;
    await queueMail(deps, scope, {
      to: { address: recipient.email, name: recipient.name },
      locale: recipient.locale,
      template: 'notice',
      params: {
        subject: mode === 'daily' ? texts.dailyDigestSubject : texts.weeklyDigestSubject,
        paragraphs: [texts.digestIntro, ...lines],
        action: { label: texts.action, path: '/' },
        reason: texts.reason,
      },
      unsubscribe: { userId, kind: `notifications.${mode}` },
    });
  });
}
