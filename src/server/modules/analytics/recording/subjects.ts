import type { LinkStatisticTable } from '../../../db/schema.js';

/**
 * What statistics can be asked about: a link, a QR code, a campaign, a location, the whole workspace.
 * Every click counts once for each subject it belongs to — in the rollups, keyed by `subjectKey`, and in its row,
 * which names each subject in a column of its own.
 */
export const SUBJECT_KINDS = ['link', 'qr', 'campaign', 'location', 'workspace'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Subject {
  kind: SubjectKind;
  id: string;
}

/**
 * The bit of `link_statistic.unique_in` that says the click is its visitor's first of the UTC day on the subject:
 * uniques are counted per subject, so a visitor of two links is one unique visitor of the workspace.
 */
export const UNIQUE_BIT: Record<SubjectKind, number> = { link: 1, workspace: 2, qr: 4, campaign: 8, location: 16 };

/** The click row's column that names the subject of each kind. */
export const SUBJECT_COLUMN = {
  link: 'link_id',
  qr: 'qr_id',
  campaign: 'campaign_id',
  location: 'location_id',
  workspace: 'workspace_id',
} as const satisfies Record<SubjectKind, keyof LinkStatisticTable>;

/** The key of a subject's rows in the rollups: `link:<id>`, `workspace:<id>`… */
export function subjectKey({ kind, id }: Subject): string {
  return `${kind}:${id}`;
}

/**
 * Through what a click came, besides its link: the QR code scanned, and the campaign and location it counts for
 * (the QR code's, else the link's campaign). Decided at the redirect, carried to the stored row.
 */
export interface ClickAttribution {
  qrId: string | null;
  campaignId: string | null;
  locationId: string | null;
  /** The targeting rule or split variant that served the click (docs/smart-links.md); null for the plain target. */
  routeId: string | null;
}

/** The subjects one click counts for. */
export function subjectsOfClick(
  click: { linkId: string | null; workspaceId: string } & Omit<ClickAttribution, 'routeId'>,
): Subject[] {
  const subjects: Subject[] = [{ kind: 'workspace', id: click.workspaceId }];
  if (click.linkId) subjects.push({ kind: 'link', id: click.linkId });
  if (click.qrId) subjects.push({ kind: 'qr', id: click.qrId });
  if (click.campaignId) subjects.push({ kind: 'campaign', id: click.campaignId });
  if (click.locationId) subjects.push({ kind: 'location', id: click.locationId });
  return subjects;
}
