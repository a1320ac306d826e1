import { describe, expect, it } from 'vitest';
import { parseResponseEvent } from './live-stream.js';

describe('a response frame of the live stream', () => {
  it('is read when it names the response and its form', () => {
    const event = {
      responseId: 'r1',
      feedbackId: 'f1',
      qrId: null,
      locationId: null,
      eventId: 'e1',
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    expect(parseResponseEvent(JSON.stringify(event))).toEqual(event);
  });

  it('is ignored when it is not one: garbage, null, a click', () => {
    expect(parseResponseEvent('not json')).toBeNull();
    expect(parseResponseEvent('null')).toBeNull();
    expect(parseResponseEvent(JSON.stringify({ linkId: 'l1', click: {} }))).toBeNull();
  });
});
