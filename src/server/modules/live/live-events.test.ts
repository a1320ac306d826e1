import { describe, expect, it } from 'vitest';
import type { Click } from '../../../shared/stats.js';
import { createBus } from '../../cluster/bus.js';
import type { DatabaseHandle } from '../../db/database.js';
import { dialectFor } from '../../db/dialect.js';
import { EventFlow } from '../../events/event-flow.js';
import { newEvent } from '../../events/new-event.js';
import type { LiveFrame } from './event-history.js';
import { LiveEvents } from './live-events.js';

const silentLog = { warn: () => undefined, error: () => undefined } as never;
/** A stored click as the writer publishes it; only its id and link matter here. */
const click = (id: number, linkId = 'link-1'): Click => ({
  id,
  linkId,
  qrId: null,
  routeId: null,
  campaignId: null,
  locationId: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  country: 'DE',
  region: null,
  city: null,
  timezone: null,
  org: null,
  deviceType: 'mobile',
  deviceVendor: null,
  deviceModel: null,
  browserName: null,
  browserVersion: null,
  osName: null,
  osVersion: null,
  referrer: null,
});

/** One node without Redis, on a clock the test moves; `store` publishes a batch as the click writer does. */
function singleNode() {
  const clock = { now: 1_000_000 };
  const bus = createBus(null, silentLog);
  // No durable subscriber and no dispatching: the event flow never queries the database.
  const events = new EventFlow({
    database: { dialect: dialectFor('sqlite') } as DatabaseHandle,
    bus,
    log: silentLog,
    dispatch: false,
    validate: true,
  });
  const store = (workspaceId: string, clicks: Click[]) =>
    events.committed([newEvent('clicks.stored', { workspaceId }, { clicks })]);
  return { clock, store, live: new LiveEvents(bus, events, () => clock.now) };
}

function readyId(frames: LiveFrame[]): string {
  const ready = frames.find((frame) => frame.event === 'ready');
  if (!ready) throw new Error('no ready frame');
  return ready.id;
}

describe('live events on one node', () => {
  it('replay to a page that comes back soon the clicks it missed', () => {
    const { clock, live, store } = singleNode();
    const first = live.subscribe('ours', undefined, () => undefined);
    first.close();
    clock.now += 5_000;
    expect(live.hasAudience()).toBe(true);
    store('ours', [click(1), click(2)]);
    const back = live.subscribe('ours', readyId(first.frames), () => undefined);
    expect(back.frames.map((frame) => frame.event)).toEqual(['click', 'click', 'ready']);
    expect(JSON.parse(back.frames[1]!.data)).toMatchObject({ linkId: 'link-1', click: { id: 2 } });
  });

  it('tell a page that was away for long to fetch its figures again: clicks were stored unannounced', () => {
    const { clock, live } = singleNode();
    const first = live.subscribe('ours', undefined, () => undefined);
    first.close();
    clock.now += 5 * 60_000;
    expect(live.hasAudience()).toBe(false);
    const back = live.subscribe('ours', readyId(first.frames), () => undefined);
    expect(back.frames.map((frame) => frame.event)).toEqual(['resync', 'ready']);
  });

  it('send the clicks of its workspace to an open stream, with ids that grow', () => {
    const { live, store } = singleNode();
    const received: LiveFrame[] = [];
    const stream = live.subscribe('ours', undefined, (frames) => received.push(...frames));
    store('ours', [click(1)]);
    store('theirs', [click(2, 'link-2')]);
    store('ours', [click(3)]);
    expect(received.map((frame) => JSON.parse(frame.data).click.id)).toEqual([1, 3]);
    const numbers = [readyId(stream.frames), ...received.map((frame) => frame.id)].map((id) =>
      Number(id.split('-')[1]),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    stream.close();
  });
});
