import type { TFunction } from 'i18next';
import type { Notification } from '../../../shared/notifications.js';

/**
 * What an item says, in the reader's language, the name of the form, link or code it is about (null: none, or a
 * notification made before names were kept), and the screen it leads to (null: nowhere to go).
 */
export function describeNotification(
  t: TFunction,
  notification: Notification,
  formatNumber: (value: number) => string,
): { text: string; name: string | null; to: string | null } {
  const name = 'name' in notification.params ? (notification.params.name ?? null) : null;
  return { ...textOf(t, notification, formatNumber), name: name === '' ? null : name };
}

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
