import type { TFunction } from 'i18next';
import type { Notification } from '../../../shared/notifications.js';

/**
 * What an item says, in the reader's language, the name of the form, link or code it is about (a webhook endpoint's
 * address; null: none, or a notification made before names were kept), and the screen it leads to (null: nowhere).
 */
export function describeNotification(
  t: TFunction,
  notification: Notification,
  formatNumber: (value: number) => string,
): { text: string; name: string | null; to: string | null } {
  const { params } = notification;
  const name = 'name' in params ? (params.name ?? null) : 'url' in params ? params.url : null;
  return { ...textOf(t, notification, formatNumber), name: name === '' ? null : name };
}

// The endpoint's screen (routes.tsx); the settings feature's own, named here rather than imported from it.
const webhookPath = (id: string) => `/settings/integrations/webhooks/${id}`;

function textOf(
  t: TFunction,
  notification: Notification,
  formatNumber: (value: number) => string,
): { text: string; to: string | null } {
  switch (notification.kind) {
    case 'feedback.response':
      return {
        text: t('notifications.kind_text.feedback_response'),
        to: `/feedback/${notification.params.formId}/statistics`,
      };
    case 'milestone': {
      const { subjectType, subjectId, milestone } = notification.params;
      return {
        text: t(`notifications.kind_text.milestone_${subjectType}`, { value: formatNumber(milestone) }),
        to: subjectType === 'link' ? `/link/${subjectId}` : `/qr-code/${subjectId}`,
      };
    }
    case 'trial.ending':
      return { text: t('notifications.kind_text.trial_ending'), to: '/settings/billing' };
    case 'member.joined':
      return { text: t('notifications.kind_text.member_joined'), to: '/settings/members' };
    case 'webhook.failing':
      return {
        text: t('notifications.kind_text.webhook_failing', { value: formatNumber(notification.params.failures) }),
        to: webhookPath(notification.params.webhookId),
      };
    case 'webhook.disabled':
      return {
        text: t(`notifications.kind_text.webhook_disabled_${notification.params.reason}`),
        to: webhookPath(notification.params.webhookId),
      };
    case 'weekly.summary':
      return {
        text: t('notifications.kind_text.weekly_summary', {
          clicks: formatNumber(notification.params.clicks),
          responses: formatNumber(notification.params.responses),
        }),
        to: '/statistics',
      };
    default:
      return { text: t('notifications.kind_text.unknown'), to: null };
  }
}
