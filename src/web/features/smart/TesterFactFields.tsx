import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_CLASSES,
  OPERATING_SYSTEMS,
  type DeviceClass,
  type OperatingSystem,
} from '../../../shared/smart-links.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { TextField } from '../../components/ui/TextField.js';
import { namedCodes, OS_NAMES } from './code-names.js';
import type { TesterFacts } from './tester-run.js';
import { useIntlTag } from './use-smart-form.js';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(undefined)}
      >
        {children}
      </select>
    </div>
  );
}

/** The made-up visitor of the tester: where from, on what, in which language, when, and with which parameters. */
export function TesterFactFields({
  facts,
  onChange,
}: {
  facts: TesterFacts;
  onChange: (changes: Partial<TesterFacts>) => void;
}) {
  const { t } = useTranslation();
  const tag = useIntlTag();
  const id = useId();
  const countries = useMemo(() => namedCodes('country', tag), [tag]);
  const languages = useMemo(() => namedCodes('language', tag), [tag]);
  const zones = useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );
  const unknown = t('smart.tester.unknown');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Select label={t('smart.tester.country')} value={facts.country} onChange={(country) => onChange({ country })}>
        <option value="">{unknown}</option>
        {countries.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('smart.tester.device')}
        value={facts.device}
        onChange={(device) => onChange({ device: device as DeviceClass | '' })}
      >
        <option value="">{unknown}</option>
        {DEVICE_CLASSES.map((value) => (
          <option key={value} value={value}>
            {t(`smart.device.${value}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('smart.tester.os')}
        value={facts.os}
        onChange={(os) => onChange({ os: os as OperatingSystem | '' })}
      >
        <option value="">{unknown}</option>
        {OPERATING_SYSTEMS.map((value) => (
          <option key={value} value={value}>
            {OS_NAMES[value]}
          </option>
        ))}
      </Select>
      <Select label={t('smart.tester.language')} value={facts.language} onChange={(language) => onChange({ language })}>
        <option value="">{unknown}</option>
        {languages.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </Select>
      <TextField
        type="date"
        label={t('smart.tester.date')}
        value={facts.date}
        onChange={(event) => onChange({ date: event.target.value })}
      />
      <TextField
        type="time"
        label={t('smart.tester.time')}
        value={facts.time}
        onChange={(event) => onChange({ time: event.target.value })}
      />
      <TextField
        label={t('smart.tester.time_zone')}
        value={facts.timeZone}
        onChange={(event) => onChange({ timeZone: event.target.value })}
        list={`${id}-zones`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <TextField
        label={t('smart.tester.query')}
        hint={t('smart.tester.query_hint')}
        value={facts.query}
        onChange={(event) => onChange({ query: event.target.value })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="?ref=flyer"
      />
    </div>
  );
}
