import { describe, expect, it } from 'vitest';
import type { Condition, Rule, SmartDestination } from './smart-links.js';
import { chooseRoute, localTime, preferredLanguage, type VisitorFacts } from './smart-routing.js';

const DEFAULT = 'https://example.com/';

/** A visitor as a test describes them; anything unsaid is unknown. */
function visitor(facts: Partial<Omit<VisitorFacts, 'query'>> & { at?: number; params?: Record<string, string> }) {
  return {
    country: () => facts.country?.() ?? null,
    language: () => facts.language?.() ?? null,
    device: () => facts.device?.() ?? null,
    os: () => facts.os?.() ?? null,
    at: facts.at ?? Date.parse('2026-06-10T12:00:00Z'),
    param: (name: string) => facts.params?.[name] ?? null,
  } satisfies VisitorFacts;
}
const is =
  <T>(value: T) =>
  () =>
    value;
const rule = (id: string, conditions: Condition[]): Rule => ({
  id,
  name: null,
  conditions,
  url: `https://example.com/${id}`,
});
const served = (destination: SmartDestination, facts: VisitorFacts, bucket = 0) =>
  chooseRoute(destination, DEFAULT, facts, () => bucket).routeId;

// Wednesday 10 June 2026, 12:00 UTC: 15:00 in Istanbul, 14:00 in Berlin (summer time), 08:00 in New York.
const WEDNESDAY_NOON_UTC = Date.parse('2026-06-10T12:00:00Z');

describe('targeting rules', () => {
  const cases: Array<[string, Condition, Parameters<typeof visitor>[0], boolean]> = [
    ['a country in the list', { kind: 'country', values: ['DE', 'AT'] }, { country: is('AT') }, true],
    ['a country not in it', { kind: 'country', values: ['DE'] }, { country: is('TR') }, false],
    ['an unknown country', { kind: 'country', values: ['DE'] }, {}, false],
    ['the preferred language', { kind: 'language', values: ['de'] }, { language: is('de') }, true],
    ['another language', { kind: 'language', values: ['de'] }, { language: is('tr') }, false],
    ['a phone', { kind: 'device', values: ['mobile'] }, { device: is('mobile' as const) }, true],
    ['a tablet is not a phone', { kind: 'device', values: ['mobile'] }, { device: is('tablet' as const) }, false],
    ['iOS', { kind: 'os', values: ['ios'] }, { os: is('ios' as const) }, true],
    ['Android is not iOS', { kind: 'os', values: ['ios'] }, { os: is('android' as const) }, false],
    ['a query value', { kind: 'query', name: 'table', value: '12' }, { params: { table: '12' } }, true],
    ['another query value', { kind: 'query', name: 'table', value: '12' }, { params: { table: '13' } }, false],
    ['no such parameter', { kind: 'query', name: 'table', value: '12' }, {}, false],
    [
      'within hours in the zone',
      { kind: 'time', timeZone: 'Europe/Istanbul', fromTime: '15:00', untilTime: '16:00' },
      { at: WEDNESDAY_NOON_UTC },
      true,
    ],
    [
      'the end of the hours is excluded',
      { kind: 'time', timeZone: 'Europe/Berlin', fromTime: '09:00', untilTime: '14:00' },
      { at: WEDNESDAY_NOON_UTC },
      false,
    ],
    ['a weekday', { kind: 'time', timeZone: 'America/New_York', weekdays: [3] }, { at: WEDNESDAY_NOON_UTC }, true],
    [
      'another weekday',
      { kind: 'time', timeZone: 'America/New_York', weekdays: [6, 7] },
      { at: WEDNESDAY_NOON_UTC },
      false,
    ],
    [
      'the day in the zone, not in UTC (already Thursday in Tokyo)',
      { kind: 'time', timeZone: 'Asia/Tokyo', fromDate: '2026-06-11', untilDate: '2026-06-11' },
      { at: Date.parse('2026-06-10T20:00:00Z') },
      true,
    ],
    [
      'dates include their last day',
      { kind: 'time', timeZone: 'UTC', fromDate: '2026-06-01', untilDate: '2026-06-10' },
      { at: WEDNESDAY_NOON_UTC },
      true,
    ],
    [
      'after the last day',
      { kind: 'time', timeZone: 'UTC', untilDate: '2026-06-09' },
      { at: WEDNESDAY_NOON_UTC },
      false,
    ],
  ];

  it.each(cases)('%s', (_name, condition, facts, holds) => {
    expect(served({ rules: [rule('only', [condition])], split: [] }, visitor(facts))).toBe(holds ? 'only' : null);
  });

  it('needs every condition of a rule, and the first rule that holds wins', () => {
    const destination = {
      rules: [
        rule('german-phone', [
          { kind: 'language', values: ['de'] },
          { kind: 'device', values: ['mobile'] },
        ]),
        rule('german', [{ kind: 'language', values: ['de'] }]),
        rule('any-phone', [{ kind: 'device', values: ['mobile'] }]),
      ],
      split: [],
    };
    expect(served(destination, visitor({ language: is('de'), device: is('mobile' as const) }))).toBe('german-phone');
    expect(served(destination, visitor({ language: is('de'), device: is('desktop' as const) }))).toBe('german');
    expect(served(destination, visitor({ language: is('tr'), device: is('mobile' as const) }))).toBe('any-phone');
    const nobody = chooseRoute(destination, DEFAULT, visitor({ language: is('tr') }), () => 0);
    expect(nobody).toEqual({ routeId: null, url: DEFAULT });
  });

  it('asks only what a rule needs, and each fact once', () => {
    let asked = 0;
    const facts = {
      ...visitor({}),
      country: () => ((asked += 1), 'DE'),
      os: () => {
        throw new Error('not asked');
      },
    };
    const destination = {
      rules: [rule('a', [{ kind: 'country', values: ['FR'] }]), rule('b', [{ kind: 'country', values: ['DE'] }])],
      split: [],
    };
    expect(served(destination, facts)).toBe('b');
    expect(asked).toBe(2);
  });

  it('lets a deleted rule go: the next one or the default serves', () => {
    const german = rule('german', [{ kind: 'language', values: ['de'] }]);
    const facts = visitor({ language: is('de') });
    expect(served({ rules: [german], split: [] }, facts)).toBe('german');
    expect(served({ rules: [], split: [] }, facts)).toBeNull();
  });

  it('follows a daylight saving change: 02:30 does not exist in Berlin on 29 March 2026, 02:30 twice on 25 October', () => {
    const night = { kind: 'time', timeZone: 'Europe/Berlin', fromTime: '02:00', untilTime: '03:00' } as const;
    const destination = { rules: [rule('night', [night])], split: [] };
    // 00:30 UTC is 01:30 CET before the change, 01:30 UTC is 03:30 CEST after it: the hour from 02:00 never comes.
    expect(served(destination, visitor({ at: Date.parse('2026-03-29T00:30:00Z') }))).toBeNull();
    expect(served(destination, visitor({ at: Date.parse('2026-03-29T01:30:00Z') }))).toBeNull();
    // In October both 00:30 UTC (02:30 CEST) and 01:30 UTC (02:30 CET) are 02:30 on the wall.
    expect(served(destination, visitor({ at: Date.parse('2026-10-25T00:30:00Z') }))).toBe('night');
    expect(served(destination, visitor({ at: Date.parse('2026-10-25T01:30:00Z') }))).toBe('night');
    expect(localTime('Europe/Berlin', Date.parse('2026-10-25T02:30:00Z')).time).toBe('03:30');
  });

  it('splits the default target by the visitor bucket, rules first', () => {
    const split = [
      { id: 'a', name: null, url: 'https://example.com/a', weight: 50 },
      { id: 'b', name: null, url: 'https://example.com/b', weight: 30 },
      { id: 'c', name: null, url: 'https://example.com/c', weight: 20 },
    ];
    const destination = { rules: [rule('german', [{ kind: 'language', values: ['de'] }])], split };
    expect([0, 49, 50, 79, 80, 99].map((bucket) => served(destination, visitor({}), bucket))).toEqual([
      'a',
      'a',
      'b',
      'b',
      'c',
      'c',
    ]);
    expect(served(destination, visitor({ language: is('de') }), 99)).toBe('german');
  });
});

describe('the preferred language', () => {
  it('is the best weighted primary subtag of Accept-Language', () => {
    expect(preferredLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('en;q=0.5, tr-TR')).toBe('tr');
    expect(preferredLanguage('*')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
  });
});
