import { describe, expect, it } from 'vitest';
import { EventHistory } from './event-history.js';

describe('the live event history', () => {
  it("replays the workspace's events after an id, and only that workspace's", () => {
    const history = new EventHistory();
    const seen = history.latest('ready').id;
    history.add('ours', 'click', '{"n":1}');
    history.add('theirs', 'click', '{"n":2}');
    history.add('ours', 'click', '{"n":3}');
    expect(history.since('ours', seen)?.map((frame) => frame.data)).toEqual(['{"n":1}', '{"n":3}']);
    expect(history.since('ours', history.latest('ready').id)).toEqual([]);
  });

  it('refuses ids it cannot replay from: another boot, garbage, not given yet', () => {
    const history = new EventHistory();
    history.add('ours', 'click', '{}');
    const [, number] = history.latest('ready').id.split('-');
    expect(history.since('ours', `00000000-${number}`)).toBeNull();
    expect(history.since('ours', 'not an id')).toBeNull();
    expect(history.since('ours', history.latest('ready').id.replace(/-\d+$/, '-99'))).toBeNull();
  });

  it('refuses an id older than the events it keeps', () => {
    const history = new EventHistory();
    const first = history.add('ours', 'click', '{}').id;
    const second = history.add('ours', 'click', '{}').id;
    for (let index = 0; index < 10_000; index += 1) history.add('theirs', 'click', '{}');
    expect(history.since('ours', first)).toBeNull();
    expect(history.since('ours', second)).toBeNull();
    const recent = history.add('ours', 'click', '{}').id;
    history.add('ours', 'click', '{"last":true}');
    expect(history.since('ours', recent)?.map((frame) => frame.data)).toEqual(['{"last":true}']);
  });

  it('refuses ids from before a break, and replays after the resync it sent', () => {
    const history = new EventHistory();
    const before = history.add('ours', 'click', '{}').id;
    const resync = history.breakHere();
    expect(resync.event).toBe('resync');
    history.add('ours', 'click', '{"after":true}');
    expect(history.since('ours', before)).toBeNull();
    expect(history.since('ours', resync.id)?.map((frame) => frame.data)).toEqual(['{"after":true}']);
  });
});
