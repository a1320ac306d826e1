import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAT_INTERVALS, STAT_RANGES, type StatInterval } from '../../shared/stat-values.js';
import { fieldErrorText } from '../i18n/errors.js';
import { daysAgoInput } from '../lib/local-time.js';
import { allowsHourly, isIncompleteCustom, type RangeSelection } from './stats-range.js';

const controlClass =
  'mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 aria-invalid:border-red-500';

/**
 * The period (24 h … all time, or custom days) and the bucket size of the chart. `issues` are the server's
 * objections by query field (e.g. interval → interval_too_fine), shown under the control they concern.
 */
export function RangeToolbar({
  selection,
  onChange,
  since,
  issues,
}: {
  selection: RangeSelection;
  onChange: (changes: Partial<RangeSelection>) => void;
  since: string;
  issues: Record<string, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hourly = allowsHourly(selection, since);
  const rangeIssue = issues.to ?? issues.from ?? (isIncompleteCustom(selection) ? 'range_end_before_start' : null);

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
      <div
        role="group"
        aria-label={t('stats.range_label')}
        className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
      >
        {STAT_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={selection.range === range}
            onClick={() => onChange({ range })}
            className={`rounded-lg px-3 py-1.5 text-sm font-medium transition-colors ${
              selection.range === range ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {t(`stats.range_${range}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {selection.range === 'custom' && (
          <>
            <DateInput
              id={`${id}-from`}
              label={t('stats.from')}
              value={selection.from}
              invalid={!!rangeIssue}
              describedBy={rangeIssue ? `${id}-range-issue` : undefined}
              onChange={(from) => onChange({ from })}
            />
            <DateInput
              id={`${id}-to`}
              label={t('stats.to')}
              value={selection.to}
              invalid={!!rangeIssue}
              describedBy={rangeIssue ? `${id}-range-issue` : undefined}
              onChange={(to) => onChange({ to })}
            />
          </>
        )}
        <div>
          <label htmlFor={`${id}-interval`} className="block text-xs font-medium text-slate-600">
            {t('stats.interval_label')}
          </label>
          <select
            id={`${id}-interval`}
            value={selection.interval ?? ''}
            aria-invalid={issues.interval ? true : undefined}
            aria-describedby={issues.interval ? `${id}-interval-issue` : undefined}
            onChange={(event) => onChange({ interval: (event.target.value || null) as StatInterval | null })}
            className={controlClass}
          >
            <option value="">{t('stats.interval_auto')}</option>
            {STAT_INTERVALS.map((interval) => (
              <option key={interval} value={interval} disabled={interval === 'hour' && !hourly}>
                {t(`stats.interval_${interval}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(rangeIssue || issues.interval) && (
        <div className="text-sm text-red-600 lg:basis-full" role="alert">
          {rangeIssue && <p id={`${id}-range-issue`}>{fieldErrorText(t, rangeIssue)}</p>}
          {issues.interval && <p id={`${id}-interval-issue`}>{fieldErrorText(t, issues.interval)}</p>}
        </div>
      )}
    </div>
  );
}

function DateInput(props: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        max={daysAgoInput(0)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
        className={controlClass}
      />
    </div>
  );
}
