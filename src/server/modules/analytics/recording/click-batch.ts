import type { RawClick } from './click-types.js';

/**
 * Raw clicks on their way to the writer thread, in columns. Copying a message between threads costs per object and
 * per string, and tens of thousands of clicks a second repeat the same few links and user agents: each distinct
 * value crosses once per batch, and a click is a few numbers and its address.
 */
export interface ClickBatch {
  /** What the clicks came through: a link, and the QR code's campaign and location or the link's campaign. */
  links: Array<{
    linkId: string | null;
    workspaceId: string;
    hash: string;
    campaignId?: string | null;
    locationId?: string | null;
    routeId?: string | null;
  }>;
  userAgents: string[];
  linkIndex: number[];
  userAgentIndex: number[];
  at: number[];
  ip: string[];
  referrer: Array<string | null>;
  qrId: Array<string | null>;
}

export class ClickBatchBuilder {
  private batch = emptyBatch();
  private linkSlots = new Map<string, number>();
  private userAgentSlots = new Map<string, number>();

  get size(): number {
    return this.batch.at.length;
  }

  add(click: RawClick): void {
    // A link scanned through a QR code may count for another campaign than the link alone, and an edit between two
    // clicks of one batch may move the code to another campaign or location: each pairing has a slot of its own.
    const slotKey = `${click.linkId ?? ''} ${click.qrId ?? ''} ${click.campaignId ?? ''} ${click.locationId ?? ''} ${click.routeId ?? ''}`;
    let link = this.linkSlots.get(slotKey);
    if (link === undefined) {
      const { linkId, workspaceId, hash, campaignId, locationId, routeId } = click;
      link = this.batch.links.push({ linkId, workspaceId, hash, campaignId, locationId, routeId }) - 1;
      this.linkSlots.set(slotKey, link);
    }
    let userAgent = this.userAgentSlots.get(click.userAgent);
    if (userAgent === undefined) {
      userAgent = this.batch.userAgents.push(click.userAgent) - 1;
      this.userAgentSlots.set(click.userAgent, userAgent);
    }
    this.batch.linkIndex.push(link);
    this.batch.userAgentIndex.push(userAgent);
    this.batch.at.push(click.at);
    this.batch.ip.push(click.ip);
    this.batch.referrer.push(click.referrer);
    this.batch.qrId.push(click.qrId);
  }

  /** The batch so far; the builder starts a new one. */
  take(): ClickBatch {
    const batch = this.batch;
    this.batch = emptyBatch();
    this.linkSlots = new Map();
    this.userAgentSlots = new Map();
    return batch;
  }
}

/**
 * The writer thread's side: the clicks of a batch, one object each again (fields written out: spreads cost here).
 * `first` is the journal position of the first click (the others follow it), or null for a batch not journaled.
 */
export function unpackBatch(batch: ClickBatch, first: number | null): RawClick[] {
  const clicks = new Array<RawClick>(batch.at.length);
  for (let index = 0; index < clicks.length; index += 1) {
    const link = batch.links[batch.linkIndex[index] ?? 0];
    clicks[index] = {
      linkId: link?.linkId ?? null,
      workspaceId: link?.workspaceId ?? '',
      hash: link?.hash ?? '',
      qrId: batch.qrId[index] ?? null,
      // Absent from journal lines written before campaigns and locations were counted.
      campaignId: link?.campaignId ?? null,
      locationId: link?.locationId ?? null,
      // Absent from journal lines written before rules and splits served clicks.
      routeId: link?.routeId ?? null,
      at: batch.at[index] ?? 0,
      ip: batch.ip[index] ?? '',
      userAgent: batch.userAgents[batch.userAgentIndex[index] ?? 0] ?? '',
      referrer: batch.referrer[index] ?? null,
      position: first === null ? -1 : first + index,
    };
  }
  return clicks;
}

function emptyBatch(): ClickBatch {
  return { links: [], userAgents: [], linkIndex: [], userAgentIndex: [], at: [], ip: [], referrer: [], qrId: [] };
}
