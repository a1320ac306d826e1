import { ChevronDown, CircleCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookAttempt } from '../../../../shared/webhooks.js';
import { useFormat } from '../../../i18n/format.js';
import { AttemptDetail } from './AttemptDetail.js';
import { attemptErrorKey } from './webhook-status.js';

const COLUMNS = ['time', 'event', 'outcome', 'response', 'duration'] as const;

/**
 * The attempts as a table on wide screens (xl, as the list of endpoints); narrower, each row stacks into a block of its
 * own, so the page never widens: beside the settings' navigation the six columns need more room than a tablet leaves
 * them (German and Russian most of all). Each opens in place to what was sent and answered.
 */
export function AttemptTable({ webhookId, attempts }: { webhookId: string; attempts: readonly WebhookAttempt[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('webhooks.log_title')}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3">
                {t(`webhooks.column_${column}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">{t('webhooks.column_details')}</span>
            </th>
          </tr>
        </thead>
        {attempts.map((attempt) => (
          <AttemptRows key={attempt.id} webhookId={webhookId} attempt={attempt} />
        ))}
      </table>
    </div>
  );
}

/** One attempt's row and, opened, its detail below it: a body of its own, so the two stay together. */
function AttemptRows({ webhookId, attempt }: { webhookId: string; attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const when = format.date(attempt.attemptedAt, { dateStyle: 'medium', timeStyle: 'medium' });
  const cell = 'xl:px-3 xl:py-3 xl:align-top';
  return (
    <tbody className="border-b border-slate-100 last:border-b-0">
      <tr className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 xl:table-row xl:p-0">
        <td
          className={`w-full text-xs text-slate-500 tabular-nums xl:w-auto xl:text-sm xl:whitespace-nowrap xl:text-slate-700 ${cell}`}
        >
          <time dateTime={attempt.attemptedAt}>{when}</time>
        </td>
        <td className={`min-w-0 ${cell}`}>
          <code className="font-mono text-xs font-medium wrap-anywhere text-slate-900 xl:text-sm xl:whitespace-nowrap xl:wrap-normal">
            {attempt.eventType}
          </code>
        </td>
        <td className={cell}>
          <OutcomeBadge succeeded={attempt.succeeded} />
          {attempt.nextAttemptAt && (
            <span className="block text-xs text-slate-500">
              {t('webhooks.next_try', {
                time: format.date(attempt.nextAttemptAt, { dateStyle: 'short', timeStyle: 'short' }),
              })}
            </span>
          )}
        </td>
        <td className={`min-w-0 text-slate-700 ${cell}`}>
          <ResponseSummary attempt={attempt} />
        </td>
        <td className={`text-slate-500 tabular-nums xl:whitespace-nowrap xl:text-slate-700 ${cell}`}>
          {format.number(attempt.durationMs, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' })}
        </td>
        <td className={`ml-auto xl:ml-0 xl:text-right ${cell}`}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('webhooks.details')}
            <span className="sr-only">
              {' '}
              {attempt.eventType}, {when}
            </span>
            <ChevronDown
              className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        </td>
      </tr>
      {/* Always present for aria-controls; hidden while closed. */}
      <tr id={detailId} hidden={!open} className="block xl:table-row">
        <td colSpan={COLUMNS.length + 1} className="block bg-slate-50 px-4 py-4 xl:table-cell">
          {open && <AttemptDetail webhookId={webhookId} attempt={attempt} />}
        </td>
      </tr>
    </tbody>
  );
}

function OutcomeBadge({ succeeded }: { succeeded: boolean }) {
  const { t } = useTranslation();
  const Icon = succeeded ? CircleCheck : CircleX;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        succeeded ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'
      }`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(succeeded ? 'webhooks.outcome.succeeded' : 'webhooks.outcome.failed')}
    </span>
  );
}

/**
 * The receiver's HTTP status, or what went wrong when none came (refused, timed out…), in the interface language; a
 * redirect, which is never followed, has both.
 */
function ResponseSummary({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  // A status other than 2xx says all by its number.
  const error = attempt.error === 'http_status' && attempt.status !== null ? null : attempt.error;
  if (attempt.status === null && error === null) return <span className="text-slate-500">—</span>;
  return (
    <span className="inline-flex flex-wrap gap-x-1.5">
      {attempt.status !== null && <span className="font-mono whitespace-nowrap">HTTP {attempt.status}</span>}
      {error !== null && <span className="break-words">{t(attemptErrorKey(error), { defaultValue: error })}</span>}
    </span>
  );
}
