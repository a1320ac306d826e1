import type { Click } from '../../../../shared/stats.js';
import { msToIso } from '../../../db/dialect.js';
import type { DomainEvent } from '../../../events/catalogue.js';
import { newEvent } from '../../../events/new-event.js';
import type { EnrichedClick } from './click-types.js';

export type ClicksStored = DomainEvent<'clicks.stored'>;

/** A stored batch as its `clicks.stored` events: one per workspace, for its pages, notifications and webhooks. */
export function storedBatchEvents(stored: Array<{ workspaceId: string; click: Click }>): ClicksStored[] {
  const byWorkspace = new Map<string, Click[]>();
  for (const { workspaceId, click } of stored) {
    const clicks = byWorkspace.get(workspaceId) ?? [];
    clicks.push(click);
    byWorkspace.set(workspaceId, clicks);
  }
  return [...byWorkspace].map(([workspaceId, clicks]) => newEvent('clicks.stored', { workspaceId }, { clicks }));
}

/** A stored click as the statistics show it (no address, ever), with the row id the database gave it. */
export function storedClick(click: EnrichedClick, id: number): { workspaceId: string; click: Click } {
  return {
    workspaceId: click.workspaceId,
    click: {
      id,
      linkId: click.linkId,
      qrId: click.qrId,
      campaignId: click.campaignId,
      locationId: click.locationId,
      createdAt: msToIso(click.at),
      country: click.country,
      region: click.region,
      city: click.city,
      timezone: click.timezone,
      org: click.org,
      deviceType: click.deviceType,
      deviceVendor: click.deviceVendor,
      deviceModel: click.deviceModel,
      browserName: click.browserName,
      browserVersion: click.browserVersion,
      osName: click.osName,
      osVersion: click.osVersion,
      referrer: click.referrer,
      routeId: click.routeId,
    },
  };
}
