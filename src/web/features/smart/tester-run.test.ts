import { describe, expect, it } from 'vitest';
import { newKey, newRule, newVariant, type ConditionDraft } from './smart-draft.js';
import { runTester, type TesterFacts } from './tester-run.js';
import { zonedInstant } from './zoned-time.js';

const visitor = (changes: Partial<TesterFacts> = {}): TesterFacts => ({
  country: '',
  language: '',
  device: '',
  os: '',
  date: '2026-05-02',
  time: '10:00',
  timeZone: 'Europe/Berlin',
  query: '',
  bucket: 0,
  ...changes,
});
const os = (value: string): ConditionDraft => ({ key: newKey(), kind: 'os', values: [value] });
const german: ConditionDraft = { key: newKey(), kind: 'language', values: ['de'] };
const weekend: ConditionDraft = {
  key: newKey(),
  kind: 'time',
  timeZone: 'Asia/Tokyo',
  fromDate: '',
  untilDate: '',
  weekdays: [6, 7],
  fromTime: '',
  untilTime: '',
};
const rules = [
  newRule([os('ios')], 'https://apps.apple.com/app/id1'),
  newRule([german], 'https://example.com/de'),
  newRule([weekend], 'https://example.com/weekend'),
];
const home = 'https://example.com/';

describe('the rule tester', () => {
  it('answers with the first rule that holds, as the redirect would', () => {
    expect(runTester(rules, [], home, visitor({ os: 'ios', language: 'de' })).outcome).toEqual({
      kind: 'rule',
      index: 0,
      url: 'https://apps.apple.com/app/id1',
    });
    expect(runTester(rules, [], home, visitor({ os: 'android', language: 'de' })).outcome).toMatchObject({ index: 1 });
  });

  it('reads the moment in the zone typed and each rule’s window in its own zone', () => {
    // Friday 23:30 in Berlin is already Saturday morning in Tokyo.
    const late = visitor({ date: '2026-05-01', time: '23:30' });
    expect(runTester(rules, [], home, late).outcome).toMatchObject({ kind: 'rule', index: 2 });
    expect(runTester(rules, [], home, visitor({ date: '2026-05-01', time: '12:00' })).outcome).toEqual({
      kind: 'default',
      url: home,
    });
  });

  it('gives the split’s variant of the visitor’s bucket when no rule holds', () => {
    const split = [newVariant('https://example.com/a', '30'), newVariant('https://example.com/b', '70')];
    const friday = { date: '2026-05-01', time: '12:00' };
    expect(runTester(rules, split, home, visitor({ ...friday, bucket: 29 })).outcome).toEqual({
      kind: 'variant',
      index: 0,
      url: 'https://example.com/a',
    });
    expect(runTester(rules, split, home, visitor({ ...friday, bucket: 30 })).outcome).toMatchObject({ index: 1 });
  });

  it('leaves out what is not complete yet, and says so', () => {
    const draft = [newRule([], 'https://example.com/x'), newRule([{ key: newKey(), kind: 'country', values: [] }], '')];
    const split = [newVariant('https://example.com/a', '60'), newVariant('https://example.com/b', '30')];
    const result = runTester(draft, split, home, visitor({ time: '' }));
    expect(result).toMatchObject({ skipped: [0, 1], splitIgnored: true, momentInvalid: true });
    expect(result.outcome).toEqual({ kind: 'default', url: home });
  });

  it('matches a parameter of the visitor’s address', () => {
    const query = newRule([{ key: newKey(), kind: 'query', name: 'ref', value: 'flyer' }], 'https://example.com/flyer');
    expect(runTester([query], [], home, visitor({ query: '?ref=flyer&x=1' })).outcome.kind).toBe('rule');
    expect(runTester([query], [], home, visitor({ query: 'ref=poster' })).outcome.kind).toBe('default');
  });
});

describe('a wall-clock moment in a zone', () => {
  it('is the instant at which that zone’s clock shows it, on either side of summer time', () => {
    expect(new Date(zonedInstant('2026-01-15', '12:00', 'Europe/Berlin') ?? 0).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15', '12:00', 'Europe/Berlin') ?? 0).toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-29', '03:30', 'Europe/Berlin') ?? 0).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('is null for what does not read', () => {
    expect(zonedInstant('2026-13-40', '12:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-01-15', '', 'UTC')).toBeNull();
    expect(zonedInstant('2026-01-15', '12:00', 'Not/AZone')).toBeNull();
  });
});
