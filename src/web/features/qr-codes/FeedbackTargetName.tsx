import { CalendarDays, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QrTarget } from '../../../shared/qr-codes.js';

type FeedbackTarget = Extract<QrTarget, { kind: 'feedback' }>;

const linkClass = 'font-semibold text-brand-700 hover:underline';

/** A feedback code's form: its name leading to the form's page, or "form deleted" once it is gone. */
export function FeedbackFormName({ target, className = '' }: { target: FeedbackTarget; className?: string }) {
  const { t } = useTranslation();
  if (target.feedbackName === null) {
    return (
      <span className={`font-medium text-red-700 ${className}`} data-testid="qr-target-form-name">
        {t('qr_code.feedback_target.deleted')}
      </span>
    );
  }
  return (
    <Link
      to={`/feedback/${target.feedbackId}`}
      className={`${linkClass} ${className}`}
      data-testid="qr-target-form-name"
    >
      {target.feedbackName}
    </Link>
  );
}

/** The event a feedback code's answers are given for, leading to the event's page. */
export function FeedbackEventName({ target, className = '' }: { target: FeedbackTarget; className?: string }) {
  if (!target.eventId || target.eventName === null) return null;
  return (
    <Link to={`/event/${target.eventId}`} className={`${linkClass} ${className}`} data-testid="qr-target-event-name">
      {target.eventName}
    </Link>
  );
}

/** One line for a card: the form's icon and name, and the event's after it. */
export function FeedbackTargetLine({ target }: { target: FeedbackTarget }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
      <span className="flex min-w-0 items-center gap-1.5">
        <MessageSquareText className="size-4 shrink-0 text-slate-500" aria-label={t('qr_code.feedback_target.form')} />
        <FeedbackFormName target={target} className="truncate" />
      </span>
      {target.eventId && target.eventName !== null && (
        <span className="flex min-w-0 items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-label={t('qr_code.feedback_target.event')} />
          <FeedbackEventName target={target} className="truncate" />
        </span>
      )}
    </p>
  );
}
