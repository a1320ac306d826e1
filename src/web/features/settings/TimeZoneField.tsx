import { LocateFixed } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';
import { browserTimeZone } from '../../session/browser-time-zone.js';
import { filterTimeZones, nowIn, timeZoneChoices } from './time-zones.js';

interface TimeZoneFieldProps {
  /** The zone chosen now (the form's value as it changes). */
  zone: string;
  registration: UseFormRegisterReturn<'timeZone'>;
  error: string | undefined;
  onUseDevice: (zone: string) => void;
}

/**
 * The account's time zone: a search box narrowing the list of every zone the browser knows, each shown with its
 * offset; the time it is there now below, to confirm the choice; and this device's zone a click away.
 */
export function TimeZoneField({ zone, registration, error, onUseDevice }: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const choices = useMemo(() => timeZoneChoices(zone), [zone]);
  const shown = useMemo(() => filterTimeZones(choices, query, zone), [choices, query, zone]);
  const device = browserTimeZone();
  const time = nowIn(zone, intlLocale(isLocale(i18n.language) ? i18n.language : 'en'));
  return (
    <div>
      <FieldFrame
        inputId={`${id}-zone`}
        label={t('settings.time_zone')}
        error={error}
        hint={time ? t('settings.time_zone_hint', { time }) : undefined}
      >
        {(describedBy) => (
          <div className="grid gap-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              // Enter in the search box narrows the list; it must not save the form.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              aria-label={t('settings.time_zone_search')}
              placeholder={t('settings.time_zone_search')}
              aria-controls={`${id}-zone`}
              className={controlClass(undefined)}
            />
            <select
              id={`${id}-zone`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass(error)}
              {...registration}
            >
              {shown.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </FieldFrame>
      {device && device !== zone && (
        <button
          type="button"
          onClick={() => onUseDevice(device)}
          className="mt-2 inline-flex items-start gap-1.5 rounded text-left text-sm font-medium text-brand-700 hover:underline"
        >
          <LocateFixed className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{t('settings.time_zone_use_device', { zone: device })}</span>
        </button>
      )}
    </div>
  );
}
