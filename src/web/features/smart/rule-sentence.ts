// A rule read as a sentence in the interface language ("If the language is German and the device is a phone"),
// built from its conditions: each kind has a clause of its own in the locale files, written so that it fits the
// language's "If …" (a German clause ends on its verb, a Turkish sentence on "ise"); values and clauses are joined
// by Intl.ListFormat, so "or" and "and" and their commas are the language's own.
import type { TFunction } from 'i18next';
import type { DeviceClass, OperatingSystem } from '../../../shared/smart-links.js';
import { countryName, languageName, OS_NAMES } from './code-names.js';
import type { ConditionDraft } from './smart-draft.js';

/** More values than this are summed up: "Germany, Austria, … or 3 more". */
export const VALUES_SHOWN = 5;
/** What stands for a value not chosen or typed yet. */
const GAP = '…';

export interface SentenceWords {
  t: TFunction;
  /** The Intl tag of the interface language (`de`, `et` for ee). */
  locale: string;
}

function list(words: SentenceWords, items: string[], type: 'conjunction' | 'disjunction'): string {
  if (items.length === 0) return GAP;
  return new Intl.ListFormat(words.locale, { style: 'long', type }).format(items);
}

/** Values joined with "or", the ones beyond VALUES_SHOWN counted. */
function valueList(words: SentenceWords, names: string[]): string {
  if (names.length <= VALUES_SHOWN) return list(words, names, 'disjunction');
  const rest = names.length - VALUES_SHOWN;
  return list(words, [...names.slice(0, VALUES_SHOWN), words.t('smart.sentence.more', { count: rest })], 'disjunction');
}

function formatDate(locale: string, date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

function formatTime(locale: string, time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time || GAP;
  const at = Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** The name of an ISO weekday (1 Monday … 7 Sunday): 1 January 2024 was a Monday. */
export function weekdayName(locale: string, weekday: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
}

function timeWindow(words: SentenceWords, condition: Extract<ConditionDraft, { kind: 'time' }>): string {
  const { t, locale } = words;
  const parts: string[] = [];
  const from = condition.fromDate && formatDate(locale, condition.fromDate);
  const until = condition.untilDate && formatDate(locale, condition.untilDate);
  if (from && until) parts.push(t('smart.sentence.dates_between', { from, until }));
  else if (from) parts.push(t('smart.sentence.dates_from', { from }));
  else if (until) parts.push(t('smart.sentence.dates_until', { until }));
  const days = [...condition.weekdays].sort((a, b) => a - b);
  if (days.length > 0 && days.length < 7) {
    const names = days.map((day) => weekdayName(locale, day));
    parts.push(t('smart.sentence.weekdays', { days: list(words, names, 'disjunction') }));
  }
  if (condition.fromTime || condition.untilTime) {
    parts.push(
      t('smart.sentence.hours', {
        from: formatTime(locale, condition.fromTime),
        until: formatTime(locale, condition.untilTime),
      }),
    );
  }
  return parts.length ? parts.join(', ') : GAP;
}

/** One condition as a clause: "the country is Germany or Austria". */
export function conditionClause(words: SentenceWords, condition: ConditionDraft): string {
  const { t, locale } = words;
  switch (condition.kind) {
    case 'country':
      return t('smart.sentence.country', {
        list: valueList(
          words,
          condition.values.map((c) => countryName(locale, c)),
        ),
      });
    case 'language':
      return t('smart.sentence.language', {
        list: valueList(
          words,
          condition.values.map((code) => languageName(locale, code)),
        ),
      });
    case 'device':
      return t('smart.sentence.device', {
        list: valueList(
          words,
          condition.values.map((value) => t(`smart.sentence.device_${value as DeviceClass}`)),
        ),
      });
    case 'os':
      return t('smart.sentence.os', {
        list: valueList(
          words,
          condition.values.map((value) => OS_NAMES[value as OperatingSystem] ?? value),
        ),
      });
    case 'time':
      return t('smart.sentence.time', { window: timeWindow(words, condition), zone: condition.timeZone || GAP });
    case 'query':
      return t('smart.sentence.query', { name: condition.name.trim() || GAP, value: condition.value || GAP });
  }
}

/** The whole rule's condition: "If the language is German and the device is a phone"; without any, says so. */
export function ruleSentence(words: SentenceWords, conditions: readonly ConditionDraft[]): string {
  if (conditions.length === 0) return words.t('smart.sentence.no_conditions');
  const clauses = conditions.map((condition) => conditionClause(words, condition));
  return words.t('smart.sentence.if', { conditions: list(words, clauses, 'conjunction') });
}
