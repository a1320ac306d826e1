import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import {
  formatDayText,
  formatTimeText,
  fromDateTimeLocal,
  parseDayText,
  parseTimeText,
  toDateTimeLocal,
} from './date-time-text.js';
import { controlClass } from './FieldFrame.js';

/** What the field hands on when its text is not a date and time (the form's schema refuses it as invalid_date). */
export const INVALID_DATE_TIME = 'invalid';

interface DateTimeFieldProps {
  label: string;
  /** The names of the two inputs and of the calendar button. */
  partLabels: { date: string; time: string; calendar: string };
  /** A datetime-local value (`2026-12-31T18:30`), '' for none, or INVALID_DATE_TIME. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** Receives the date input, so a form can focus the field that has an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date and a time typed as the interface language writes them (never the browser's format), with a button that
 * opens the browser's calendar for the date. An empty time means the start of the day.
 */
export function DateTimeField({
  label,
  partLabels,
  value,
  onChange,
  onBlur,
  error,
  hint,
  inputRef,
}: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [texts, setTexts] = useState(() => textsOf(tag, value));
  const [shown, setShown] = useState({ value, tag });

  // A value set from outside (a reset) or a language switch rewrites the texts; what the person types is kept.
  if (shown.value !== value || shown.tag !== tag) {
    setShown({ value, tag });
    if (value !== INVALID_DATE_TIME) setTexts(textsOf(tag, value));
  }

  const update = (next: { date: string; time: string }) => {
    setTexts(next);
    const result = valueOf(tag, next);
    setShown({ value: result, tag });
    onChange(result);
  };

  // Leaving a field writes what was understood back in the language's own format; what was not understood stays.
  // Only the field left is rewritten: the other may be the one being typed in next.
  const tidy = (part: 'date' | 'time') => {
    const parts = fromDateTimeLocal(value);
    if (parts && (part === 'date' || texts.time.trim() !== ''))
      setTexts({ ...texts, [part]: textsOf(tag, value)[part] });
    onBlur?.();
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    const parts = fromDateTimeLocal(value);
    input.value = parts ? value.slice(0, 10) : '';
    input.showPicker();
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const canPick = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <label htmlFor={`${id}-date`} className="block text-xs text-slate-600">
            {partLabels.date}
          </label>
          <div className="flex items-end gap-1.5">
            <input
              ref={inputRef}
              id={`${id}-date`}
              inputMode="numeric"
              autoComplete="off"
              value={texts.date}
              onChange={(event) => update({ ...texts, date: event.target.value })}
              onBlur={() => tidy('date')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass(error)}
            />
            {canPick && (
              <span className="relative shrink-0">
                <button
                  type="button"
                  onClick={openCalendar}
                  aria-label={partLabels.calendar}
                  title={partLabels.calendar}
                  className="flex size-10.5 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 shadow-sm hover:bg-slate-50"
                >
                  <CalendarDays className="size-5" aria-hidden="true" />
                </button>
                {/* Only the calendar of the browser's date input is used; the chosen day is shown in the field. */}
                <input
                  ref={picker}
                  type="date"
                  tabIndex={-1}
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 opacity-0"
                  onChange={(event) => {
                    const parts = fromDateTimeLocal(`${event.target.value}T00:00`);
                    if (!parts) return;
                    const time = texts.time.trim() === '' ? formatTimeText(tag, parts.time) : texts.time;
                    update({ date: formatDayText(tag, parts.day), time });
                  }}
                />
              </span>
            )}
          </div>
        </div>
        <div className="w-32">
          <label htmlFor={`${id}-time`} className="block text-xs text-slate-600">
            {partLabels.time}
          </label>
          <input
            id={`${id}-time`}
            autoComplete="off"
            value={texts.time}
            onChange={(event) => update({ ...texts, time: event.target.value })}
            onBlur={() => tidy('time')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={controlClass(error)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="hint-text mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

function textsOf(tag: string, value: string): { date: string; time: string } {
  const parts = fromDateTimeLocal(value);
  return parts
    ? { date: formatDayText(tag, parts.day), time: formatTimeText(tag, parts.time) }
    : { date: '', time: '' };
}

function valueOf(tag: string, { date, time }: { date: string; time: string }): string {
  if (date.trim() === '' && time.trim() === '') return '';
  const day = parseDayText(tag, date);
  const clock = time.trim() === '' ? { hour: 0, minute: 0 } : parseTimeText(tag, time);
  return day && clock ? toDateTimeLocal(day, clock) : INVALID_DATE_TIME;
}
