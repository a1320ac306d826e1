import type { LinkStatisticTable } from '../../db/schema.js';

/**
 * What statistics can be asked about (SPEC §6): a link, a QR code, the whole workspace (campaigns and locations
 * join with their modules). Every click counts once for each subject it belongs to — in the rollups, keyed by
 * `subjectKey`, and in its row, which names each subject in a column of its own.
 */
export const SUBJECT_KINDS = ['link', 'qr', 'workspace'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Subject {
  kind: SubjectKind;
  id: string;
}

/**
 * The bit of `link_statistic.unique_in` that says the click is its visitor's first of the UTC day on the subject:
 * uniques are counted per subject, so a visitor of two links is one unique visitor of the workspace.
 */
export const UNIQUE_BIT: Record<SubjectKind, number> = { link: 1, workspace: 2, qr: 4 };

/** The click row's column that names the subject of each kind. */
export const SUBJECT_COLUMN = {
  link: 'link_id',
  qr: 'qr_id',
  workspace: 'workspace_id',
} as const satisfies Record<SubjectKind, keyof LinkStatisticTable>;

/** The key of a subject's rows in the rollups: `link:<id>`, `workspace:<id>`… */
export function subjectKey({ kind, id }: Subject): string {
  return `${kind}:${id}`;
}

/** The subjects one click counts for. */
export function subjectsOfClick(click: { linkId: string; workspaceId: string; qrId: string | null }): Subject[] {
  const subjects: Subject[] = [
    { kind: 'link', id: click.linkId },
    { kind: 'workspace', id: click.workspaceId },
  ];
  if (click.qrId) subjects.push({ kind: 'qr', id: click.qrId });
  return subjects;
}
