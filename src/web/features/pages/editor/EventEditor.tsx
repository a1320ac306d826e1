import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/ui/FormDateTimeField.js';
import { controlClass } from '../../../components/ui/FieldFrame.js';
import type { PageFormValues } from '../content-draft.js';
import { timeZoneChoices } from '../zoned-time.js';
import { PageTextArea, usePageFieldError } from './fields.js';

/**
 * An event page: where and when, the times read in the event's own time zone (the browser's by default), so an
 * event abroad is entered as its posters say. The page offers it as an .ics file for the visitor's calendar.
 */
export function EventEditor() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<PageFormValues>();
  const zone = useWatch({ control: form.control, name: 'content.timeZone' });
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);
  const zoneError = usePageFieldError('content.timeZone');
  const partLabels = { date: t('event.date'), time: t('event.time'), calendar: t('event.pick_date') };
  return (
    <div className="space-y-5">
      <PageTextArea path="content.place" label={t('page.event.place')} hint={t('page.event.place_hint')} rows={2} />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('page.event.time_zone')}
        </label>
        <select
          id={id}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`${controlClass(zoneError)} sm:max-w-sm`}
          {...form.register('content.timeZone')}
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${zoneError ? 'text-red-600' : 'text-slate-500'}`}>
          {zoneError ?? t('page.event.time_zone_hint')}
        </p>
      </div>
      {(['startsAt', 'endsAt'] as const).map((name) => (
        <FormDateTimeField
          key={name}
          control={form.control}
          name={`content.${name}` as const}
          label={t(name === 'startsAt' ? 'page.event.starts_at' : 'page.event.ends_at')}
          partLabels={partLabels}
        />
      ))}
    </div>
  );
}
