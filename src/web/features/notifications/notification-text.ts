import type { TFunction } from 'i18next';
import type { Notification } from '../../../shared/notifications.js';

/** What an item says, in the reader's language, and the screen it leads to (null: nowhere to go). */
export function describeNotification(
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
