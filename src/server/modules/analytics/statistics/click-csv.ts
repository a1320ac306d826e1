import { Readable } from 'node:stream';
import type { Click, ClicksQuery } from '../../../../shared/stats.js';
import type { AppContext } from '../../../app-context.js';
import type { Viewer } from '../../../http/kit/viewer.js';
import { csvField } from '../../../http/csv.js';
import { VISITOR_COLUMNS } from '../recording/clicks.repo.js';
import { clicksOf } from './click-list.service.js';
import type { StatsSubject } from './item-union.js';
import { namesOf, type NamedKind } from './stats.repo.js';

type Deps = Pick<AppContext, 'database'>;

/** What the click came through, each id with its name beside it (empty for an item deleted since), then the visit. */
export const CLICK_CSV_HEADER = [
  'created_at',
  'link_id',
  'link_name',
  'qr_id',
  'qr_name',
  'campaign_id',
  'campaign_name',
  'location_id',
  'location_name',
  ...VISITOR_COLUMNS,
].join(',');

const ID_OF: Record<NamedKind, (click: Click) => string | null> = {
  link: (click) => click.linkId,
  qr: (click) => click.qrId,
  campaign: (click) => click.campaignId,
  location: (click) => click.locationId,
};

/**
 * Every click of the range as CSV, streamed page by page. A spreadsheet reader gets names, not only ids: each page's
 * new ids are named (within the viewer's workspace) and remembered for the pages after it.
 */
export function clickCsvStream(deps: Deps, viewer: Viewer, subject: StatsSubject, query: ClicksQuery): Readable {
  const lookup = (kind: NamedKind, ids: string[]) => namesOf(deps.database.db, viewer.workspace.id, kind, ids);
  const names: Record<NamedKind, Map<string, string>> = {
    link: new Map(),
    qr: new Map(),
    campaign: new Map(),
    location: new Map(),
  };
  const asked: Record<NamedKind, Set<string>> = {
    link: new Set(),
    qr: new Set(),
    campaign: new Set(),
    location: new Set(),
  };

  async function nameNewIds(clicks: Click[]): Promise<void> {
    await Promise.all(
      (Object.keys(names) as NamedKind[]).map(async (kind) => {
        const ids = [...new Set(clicks.flatMap((click) => ID_OF[kind](click) ?? []))].filter(
          (id) => !asked[kind].has(id),
        );
        if (ids.length === 0) return;
        for (const id of ids) asked[kind].add(id);
        for (const [id, name] of await lookup(kind, ids)) names[kind].set(id, name);
      }),
    );
  }

  const named = (kind: NamedKind, click: Click) => {
    const id = ID_OF[kind](click);
    return [id, id === null ? null : (names[kind].get(id) ?? null)];
  };
  const line = (click: Click) =>
    [
      click.createdAt,
      ...named('link', click),
      ...named('qr', click),
      ...named('campaign', click),
      ...named('location', click),
      click.country,
      click.region,
      click.city,
      click.timezone,
      click.org,
      click.deviceType,
      click.deviceVendor,
      click.deviceModel,
      click.browserName,
      click.browserVersion,
      click.osName,
      click.osVersion,
      click.referrer,
    ]
      .map(csvField)
      .join(',') + '\r\n';

  async function* lines() {
    yield `${CLICK_CSV_HEADER}\r\n`;
    for await (const clicks of clicksOf(deps, viewer, subject, query, Number.POSITIVE_INFINITY)) {
      await nameNewIds(clicks);
      yield clicks.map(line).join('');
    }
  }
  return Readable.from(lines());
}
