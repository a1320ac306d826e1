import type { Insertable } from 'kysely';
import type { StatBucketTable, StatDayTable, StatHourTable } from '../../../db/schema.js';
import { BREAKDOWNS, breakdownValue, type ClickFacts } from '../../../../shared/stats.js';
import { subjectsOfClick, UNIQUE_BIT, type ClickAttribution, type SubjectKind } from './subjects.js';
import { utcDayStart } from './visitor-hash.js';

/** The 15-minute buckets of the charts: every zone's offset is a whole number of them. */
export const BUCKET_MS = 15 * 60_000;
export const HOUR_MS = 3_600_000;

/** A click as the rollups count it. */
export interface RollupSource extends ClickFacts, ClickAttribution {
  workspaceId: string;
  at: number;
  /** subjects.ts UNIQUE_BIT of the subjects on which it is a first visit. */
  uniqueIn: number;
}

/** [clicks, first visits]. */
type Count = [number, number];

// `total` is counted beside the breakdowns, as the last "dimension".
const DIMENSIONS = [...BREAKDOWNS, 'total'] as const;
const TOTAL = DIMENSIONS.length - 1;
const LINK = DIMENSIONS.indexOf('link');
const QR = DIMENSIONS.indexOf('qr');

interface SubjectTallies {
  key: string;
  kind: SubjectKind;
  workspaceId: string;
  buckets: Map<number, Count>;
  /** Per UTC hour, per dimension (DIMENSIONS' order), per value. */
  hours: Map<number, Array<Map<string, Count>>>;
}

/** Rows for the rollup tables, by column. */
export interface RollupRows {
  buckets: Array<Insertable<StatBucketTable>>;
  hours: Array<Insertable<StatHourTable>>;
  days: Array<Insertable<StatDayTable>>;
}

/**
 * Adds clicks up per subject, breakdown value and period, for the rollup tables. The clicks of a batch or an hour
 * repeat the same few subjects and values: nested maps keyed by the values themselves cost a lookup each, where a
 * key string per click, subject, dimension and period cost a string to build and hash (three times the whole
 * write of the click, measured: docs/benchmarks.md). Days are added up from the hours, not from the clicks again.
 */
export function tallyRollups(clicks: Iterable<RollupSource>): RollupRows {
  const subjects = new Map<string, SubjectTallies>();
  const values = new Array<string>(DIMENSIONS.length).fill('');
  for (const click of clicks) {
    for (let index = 0; index < TOTAL; index += 1) values[index] = breakdownValue(click, BREAKDOWNS[index] as never);
    const hour = click.at - (click.at % HOUR_MS);
    const bucket = click.at - (click.at % BUCKET_MS);
    for (const subject of subjectsOfClick(click)) {
      const key = `${subject.kind}:${subject.id}`;
      let tallies = subjects.get(key);
      if (!tallies) {
        tallies = { key, kind: subject.kind, workspaceId: click.workspaceId, buckets: new Map(), hours: new Map() };
        subjects.set(key, tallies);
      }
      const unique = (click.uniqueIn & UNIQUE_BIT[subject.kind]) !== 0 ? 1 : 0;
      const inBucket = tallies.buckets.get(bucket);
      if (inBucket) {
        inBucket[0] += 1;
        inBucket[1] += unique;
      } else tallies.buckets.set(bucket, [1, unique]);
      let byDimension = tallies.hours.get(hour);
      if (!byDimension) {
        byDimension = DIMENSIONS.map(() => new Map<string, Count>());
        tallies.hours.set(hour, byDimension);
      }
      for (let index = 0; index < DIMENSIONS.length; index += 1) {
        // A link's own page has no breakdown by link, a QR code's none by QR code.
        if (index === LINK && subject.kind === 'link') continue;
        if (index === QR && subject.kind === 'qr') continue;
        const byValue = byDimension[index] as Map<string, Count>;
        const value = values[index] as string;
        const count = byValue.get(value);
        if (count) {
          count[0] += 1;
          count[1] += unique;
        } else byValue.set(value, [1, unique]);
      }
    }
  }
  return rowsOf(subjects);
}

function rowsOf(subjects: Map<string, SubjectTallies>): RollupRows {
  const rows: RollupRows = { buckets: [], hours: [], days: [] };
  for (const { key, workspaceId, buckets, hours } of subjects.values()) {
    for (const [start, [clicks, uniques]] of buckets)
      rows.buckets.push({ subject: key, workspace_id: workspaceId, bucket_start: start, clicks, uniques });
    const days = new Map<number, Array<Map<string, Count>>>();
    for (const [hour, byDimension] of hours) {
      const day = utcDayStart(hour);
      let dayTallies = days.get(day);
      if (!dayTallies) {
        dayTallies = DIMENSIONS.map(() => new Map<string, Count>());
        days.set(day, dayTallies);
      }
      byDimension.forEach((byValue, index) => {
        const dimension = DIMENSIONS[index] as string;
        const dayByValue = dayTallies[index] as Map<string, Count>;
        for (const [value, [clicks, uniques]] of byValue) {
          rows.hours.push({ subject: key, workspace_id: workspaceId, dimension, value, hour, clicks, uniques });
          const count = dayByValue.get(value);
          if (count) {
            count[0] += clicks;
            count[1] += uniques;
          } else dayByValue.set(value, [clicks, uniques]);
        }
      });
    }
    for (const [day, byDimension] of days) {
      byDimension.forEach((byValue, index) => {
        for (const [value, [clicks, uniques]] of byValue) {
          const dimension = DIMENSIONS[index] as string;
          rows.days.push({ subject: key, workspace_id: workspaceId, dimension, value, day, clicks, uniques });
        }
      });
    }
  }
  return rows;
}
