import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { Button } from '../../components/ui/Button.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { isFiltered, type FilterSelection } from './statistics-filter.js';

/**
 * The statistics' filters: a date range, and the QR code, location and event the responses came through (only the
 * ones that lead to this form are offered). Each change applies at once.
 */
export function StatisticsFilters({
  form,
  selection,
  onChange,
  issues,
}: {
  form: FeedbackFormDetail;
  selection: FilterSelection;
  onChange: (changes: Partial<FilterSelection>) => void;
  issues: Partial<Record<'from' | 'to', string>>;
}) {
  const { t } = useTranslation();
  const locations = [
    ...new Map(
      form.qrCodes.flatMap((code) =>
        code.locationId ? [[code.locationId, code.locationName ?? code.locationId] as const] : [],
      ),
    ),
  ];
  return (
    <section
      aria-labelledby="statistics-filters"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="statistics-filters"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="statistics-filters" className="text-base font-semibold text-slate-900">
          {t('feedback_stats.filters')}
        </h2>
        {isFiltered(selection) && (
          <Button
            variant="ghost"
            className="px-2.5 py-1.5"
            onClick={() => onChange({ from: '', to: '', qr: '', location: '', event: '' })}
          >
            <X className="size-4" aria-hidden="true" />
            {t('feedback_stats.clear_filters')}
          </Button>
        )}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-5">
        <DateFilter
          label={t('feedback_stats.from')}
          value={selection.from}
          max={selection.to || undefined}
          error={fieldErrorText(t, issues.from)}
          onChange={(from) => onChange({ from })}
        />
        <DateFilter
          label={t('feedback_stats.to')}
          value={selection.to}
          min={selection.from || undefined}
          error={fieldErrorText(t, issues.to)}
          onChange={(to) => onChange({ to })}
        />
        <SelectFilter
          label={t('feedback_stats.qr_code')}
          anyLabel={t('feedback_stats.any_qr_code')}
          value={selection.qr}
          choices={form.qrCodes.map((code) => [code.id, code.name] as const)}
          onChange={(qr) => onChange({ qr })}
        />
        <SelectFilter
          label={t('feedback_stats.location')}
          anyLabel={t('feedback_stats.any_location')}
          value={selection.location}
          choices={locations}
          onChange={(location) => onChange({ location })}
        />
        <SelectFilter
          label={t('feedback_stats.event')}
          anyLabel={t('feedback_stats.any_event')}
          value={selection.event}
          choices={form.events.map((event) => [event.id, event.name] as const)}
          onChange={(event) => onChange({ event })}
        />
      </div>
    </section>
  );
}

function DateFilter({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
        />
      )}
    </FieldFrame>
  );
}

/** A select of the form's own QR codes, locations or events; a chosen one that is gone stays listed by its id. */
function SelectFilter({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const known = choices.some(([choice]) => choice === value);
  // Nothing to choose (no code placed anywhere, no event): the filter is left out rather than shown empty.
  if (choices.length === 0 && !value) return null;
  return (
    <FieldFrame inputId={id} label={label} className="col-span-2 sm:col-span-1">
      {() => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass(undefined)}
        >
          <option value="">{anyLabel}</option>
          {value && !known && <option value={value}>{value}</option>}
          {choices.map(([choice, name]) => (
            <option key={choice} value={choice}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
