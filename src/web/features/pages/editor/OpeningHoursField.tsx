import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../../shared/locales.js';
import { WEEKDAYS } from '../../../../shared/page-content.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import type { PageFormValues, Weekday } from '../content-draft.js';
import { usePageFieldError } from './fields.js';

// The app's input look, sized for a time and without the space a label above would need.
const timeClass = (error: string | undefined) => controlClass(error).replace('mt-1.5 block w-full', 'block w-32');

// 1 January 2024 was a Monday: the days of that week give each weekday's name in the interface language.
const dayName = (tag: string, index: number) =>
  new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));

/** A business page's week: each day open from–to, or closed; the whole table can be left off the page. */
export function OpeningHoursField() {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const show = useWatch({ control: form.control, name: 'showHours' });
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">{t('page.business.hours')}</legend>
      <CheckboxField
        label={t('page.business.show_hours')}
        hint={t('page.business.show_hours_hint')}
        {...form.register('showHours')}
      />
      {show && (
        <div className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {WEEKDAYS.map((day, index) => (
            <HoursRow key={day} day={day} index={index} name={dayName(tag, index)} />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function HoursRow({ day, index, name }: { day: Weekday; index: number; name: string }) {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const closed = useWatch({ control: form.control, name: `content.hours.${index}.closed` });
  const opensError = usePageFieldError(`content.hours.${index}.opens`);
  const closesError = usePageFieldError(`content.hours.${index}.closes`);
  const error = opensError ?? closesError;
  const errorId = `hours-${day}-error`;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[9rem_auto_minmax(0,1fr)]">
      <span className="text-sm font-medium text-slate-800 capitalize">{name}</span>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          {...form.register(`content.hours.${index}.closed`)}
        />
        {t('page.business.closed')}
      </label>
      {!closed && (
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
          <input
            type="time"
            aria-label={t('page.business.opens_on', { day: name })}
            aria-invalid={opensError ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={timeClass(opensError)}
            {...form.register(`content.hours.${index}.opens`)}
          />
          <span className="text-sm text-slate-500" aria-hidden="true">
            –
          </span>
          <input
            type="time"
            aria-label={t('page.business.closes_on', { day: name })}
            aria-invalid={closesError ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={timeClass(closesError)}
            {...form.register(`content.hours.${index}.closes`)}
          />
          {error && (
            <p id={errorId} className="w-full text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
