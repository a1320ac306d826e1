import { describe, expect, it } from 'vitest';
import { campaignStatus } from './campaigns.js';

describe('campaignStatus', () => {
  const start = Date.parse('2026-04-01T07:00:00Z');
  const end = Date.parse('2026-04-30T20:00:00Z');
  const window = { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };

  it('is scheduled until the start, active from it, ended from the end on', () => {
    expect(campaignStatus(window, start - 1)).toBe('scheduled');
    expect(campaignStatus(window, start)).toBe('active');
    expect(campaignStatus(window, end - 1)).toBe('active');
    expect(campaignStatus(window, end)).toBe('ended');
  });

  it('reads no start as started and no end as never ending', () => {
    expect(campaignStatus({ startsAt: null, endsAt: null }, 0)).toBe('active');
    expect(campaignStatus({ startsAt: null, endsAt: window.endsAt }, end - 1)).toBe('active');
    expect(campaignStatus({ startsAt: null, endsAt: window.endsAt }, end)).toBe('ended');
    expect(campaignStatus({ startsAt: window.startsAt, endsAt: null }, start - 1)).toBe('scheduled');
    expect(campaignStatus({ startsAt: window.startsAt, endsAt: null }, Number.MAX_SAFE_INTEGER)).toBe('active');
  });

  it('ends a campaign of no length as it starts', () => {
    const moment = { startsAt: window.startsAt, endsAt: window.startsAt };
    expect(campaignStatus(moment, start - 1)).toBe('scheduled');
    expect(campaignStatus(moment, start)).toBe('ended');
  });
});
