import { describe, expect, it } from 'vitest';
import { createBus } from '../cluster/bus.js';
import type { DatabaseHandle } from '../db/database.js';
import { dialectFor } from '../db/dialect.js';
import type { AnyDomainEvent, DomainEvent } from './catalogue.js';
import { EventFlow } from './event-flow.js';
import { newEvent } from './new-event.js';

const errors: unknown[] = [];
const log = { warn: () => undefined, info: () => undefined, error: (entry: unknown) => errors.push(entry) } as never;

/** One node without Redis and without dispatching: live subscribers only, so no query is ever made. */
function flowOnOneNode() {
  return new EventFlow({
    database: { dialect: dialectFor('sqlite') } as DatabaseHandle,
    bus: createBus(null, log),
    log,
    dispatch: false,
    validate: true,
  });
}

describe('the event flow on one node', () => {
  it('hands an event to every live subscriber even when one of them throws, and logs that one with the event id', () => {
    const events = flowOnOneNode();
    const received: AnyDomainEvent[] = [];
    events.onEvent(['link.deleted'], () => {
      throw new Error('this cache is broken');
    });
    events.onEvent(['link.deleted', 'link.created'], (event) => received.push(event));
    const deleted = newEvent('link.deleted', { workspaceId: 'workspace-1' }, { id: 'link-1', hashes: ['menu'] });
    events.committed([deleted]);
    expect(received.map((event) => event.id)).toEqual([deleted.id]);
    expect(errors).toContainEqual(expect.objectContaining({ eventId: deleted.id, type: 'link.deleted' }));
  });

  it('refuses an event whose data does not match its type, before anyone sees it', () => {
    const events = flowOnOneNode();
    const received: AnyDomainEvent[] = [];
    events.onEvent(['link.updated'], (event) => received.push(event));
    const broken = {
      ...newEvent('link.updated', { workspaceId: 'workspace-1' }, { id: 'link-1', hashes: [], changed: [] }),
      data: { id: 'link-1' },
    } as unknown as DomainEvent;
    expect(() => events.committed([broken])).toThrow(/link.updated has bad data/);
    expect(received).toEqual([]);
  });

  it('orders each resource by its own subject, and batches by their workspace', () => {
    const link = newEvent('link.created', { workspaceId: 'w' }, { id: 'l', hashes: ['menu'] });
    const question = newEvent('question.deleted', { workspaceId: 'w' }, { id: 'q', formId: 'f' });
    const views = newEvent('page_views.stored', { workspaceId: 'w' }, { views: [] });
    expect([link.subject, question.subject, views.subject]).toEqual(['link:l', 'question:q', 'workspace:w']);
  });
});
