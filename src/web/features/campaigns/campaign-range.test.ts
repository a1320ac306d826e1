import { describe, expect, it } from 'vitest';
import { campaignWindowDays } from './campaign-range.js';

// Local times, as the viewer's date inputs read them.
const at = (text: string) => new Date(text);
const created = at('2026-03-20T10:00:00').toISOString();

describe('campaignWindowDays', () => {
  const now = at('2026-04-15T12:00:00');

  it('spans the window from its start to its end in whole days', () => {
    const window = { startsAt: at('2026-04-01T09:00').toISOString(), endsAt: at('2026-04-10T18:00').toISOString() };
    expect(campaignWindowDays({ ...window, createdAt: created }, now)).toEqual({
      from: '2026-04-01',
      to: '2026-04-10',
    });
  });

  it('stops at today while the campaign runs, and starts at its creation without a start', () => {
    expect(campaignWindowDays({ startsAt: null, endsAt: null, createdAt: created }, now)).toEqual({
      from: '2026-03-20',
      to: '2026-04-15',
    });
    const running = { startsAt: at('2026-04-01T09:00').toISOString(), endsAt: at('2026-05-01T00:00').toISOString() };
    expect(campaignWindowDays({ ...running, createdAt: created }, now)).toEqual({
      from: '2026-04-01',
      to: '2026-04-15',
    });
  });

  it('leaves a campaign that has not started to the usual period', () => {
    const later = { startsAt: at('2026-04-16T09:00').toISOString(), endsAt: null };
    expect(campaignWindowDays({ ...later, createdAt: created }, now)).toBeNull();
  });

  it('shows the last day of a campaign that ended before it was entered here', () => {
    const past = { startsAt: null, endsAt: at('2026-03-01T18:00').toISOString() };
    expect(campaignWindowDays({ ...past, createdAt: created }, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
