import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '../../../shared/smart-links.js';
import { TextField } from '../../components/ui/TextField.js';
import { weekdayName } from './rule-sentence.js';
import type { ConditionDraft } from './smart-draft.js';
import { useIntlTag, useSmartIssue } from './use-smart-form.js';
import { OptionChecks } from './OptionChecks.js';

type TimeDraft = Extract<ConditionDraft, { kind: 'time' }>;

/** Every zone the browser knows, offered as the zone field is typed in ("Europe/Ber…"). */
function knownZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * A time window in a zone: dates (both days included), weekdays, and a time of day (until excluded). Any of them
 * may be left out, as long as one is given; the zone's clock decides, daylight saving included.
 */
export function TimeWindowFields({
  condition,
  path,
  onChange,
}: {
  condition: TimeDraft;
  /** Where the condition's issues are: `rules.0.conditions.1`. */
  path: string;
  onChange: (changes: Partial<TimeDraft>) => void;
}) {
  const { t } = useTranslation();
  const tag = useIntlTag();
  const id = useId();
  const zones = useMemo(() => knownZones(), []);
  const weekdays = useMemo(
    () => WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(tag, day, 'short') })),
    [tag],
  );
  const issues = {
    timeZone: useSmartIssue(`${path}.timeZone`),
    fromDate: useSmartIssue(`${path}.fromDate`),
    untilDate: useSmartIssue(`${path}.untilDate`),
    weekdays: useSmartIssue(`${path}.weekdays`),
    fromTime: useSmartIssue(`${path}.fromTime`),
    untilTime: useSmartIssue(`${path}.untilTime`),
  };
  return (
    <div className="space-y-4">
      <TextField
        label={t('smart.condition.time_zone')}
        hint={t('smart.condition.time_zone_hint')}
        value={condition.timeZone}
        onChange={(event) => onChange({ timeZone: event.target.value })}
        list={`${id}-zones`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={issues.timeZone}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('smart.condition.from_date')}
          value={condition.fromDate}
          onChange={(event) => onChange({ fromDate: event.target.value })}
          error={issues.fromDate}
        />
        <TextField
          type="date"
          label={t('smart.condition.until_date')}
          value={condition.untilDate}
          onChange={(event) => onChange({ untilDate: event.target.value })}
          error={issues.untilDate}
        />
      </div>
      <OptionChecks
        legend={t('smart.condition.weekdays')}
        options={weekdays}
        values={condition.weekdays.map(String)}
        onChange={(values) => onChange({ weekdays: values.map(Number).sort((a, b) => a - b) })}
        error={issues.weekdays}
        hint={t('smart.condition.weekdays_hint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label={t('smart.condition.from_time')}
          value={condition.fromTime}
          onChange={(event) => onChange({ fromTime: event.target.value })}
          error={issues.fromTime}
        />
        <TextField
          type="time"
          label={t('smart.condition.until_time')}
          value={condition.untilTime}
          onChange={(event) => onChange({ untilTime: event.target.value })}
          error={issues.untilTime}
          hint={t('smart.condition.until_time_hint')}
        />
      </div>
    </div>
  );
}
