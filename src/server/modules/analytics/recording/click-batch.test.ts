import { describe, expect, it } from 'vitest';
import { ClickBatchBuilder, unpackBatch } from './click-batch.js';
import type { RawClick } from './click-types.js';

const scan = (campaignId: string | null, locationId: string | null, at: number): RawClick => ({
  linkId: null,
  workspaceId: 'workspace-1',
  hash: 'ABCD2345',
  qrId: 'qr-1',
  campaignId,
  locationId,
  routeId: null,
  at,
  ip: '81.2.69.142',
  userAgent: 'Mozilla/5.0',
  referrer: null,
});

describe('a batch of clicks on its way to the writer', () => {
  it('keeps what each click counts for when the code moved to another campaign and location between two clicks', () => {
    const builder = new ClickBatchBuilder();
    builder.add(scan(null, null, 1));
    builder.add(scan('campaign-1', 'location-1', 2));
    builder.add(scan(null, null, 3));
    const clicks = unpackBatch(builder.take(), null);
    expect(clicks.map(({ campaignId, locationId, at }) => [campaignId, locationId, at])).toEqual([
      [null, null, 1],
      ['campaign-1', 'location-1', 2],
      [null, null, 3],
    ]);
  });
});
