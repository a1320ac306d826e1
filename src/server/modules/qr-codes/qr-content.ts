import type { FieldIssue } from '../../../shared/errors.js';
import type { ScanCheck } from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN, qrDesignSchema, type QrDesign } from '../../../shared/qr-design.js';
import {
  encodeStaticPayload,
  STATIC_KINDS,
  staticPayloadSchema,
  type StaticPayload,
} from '../../../shared/qr-payloads.js';
import type { AppContext } from '../../app-context.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { QrTooLongError, qrInfo, unsupportedCharacters, type LogoAsset, type RenderInput } from '../qr-render/index.js';
import * as repo from './qr-codes.repo.js';
import type { StoredTarget } from './qr-targets.js';
import { qrEncodedUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'qrRender'>;

/** What `qr.data` holds: a dynamic code's target, or a static code's payload. */
export interface QrData {
  target?: StoredTarget;
  payload?: StaticPayload;
}

export function readQrData(row: Pick<repo.QrRow, 'data'>): QrData {
  // An unreadable or empty content reads as no content at all.
  return (row.data ?? {}) as QrData;
}

/** The stored design; a row written before designs were validated reads as the default one. */
export function readDesign(row: Pick<repo.QrRow, 'design'>): QrDesign {
  const parsed = qrDesignSchema.safeParse(row.design);
  return parsed.success ? parsed.data : DEFAULT_DESIGN;
}

/** Exactly what a code carries: a dynamic code's address, or a static code's payload. */
export function encodedText(config: Deps['config'], code: string | null, payload: StaticPayload | undefined): string {
  if (code) return qrEncodedUrl(config, code);
  if (payload) return encodeStaticPayload(payload);
  return '';
}

/**
 * A stored payload, read with today's schema, which also cleans what earlier versions let through (a pasted
 * `mailto:` in the address). One that today's schema refuses was valid when saved and may be printed: it is kept as
 * stored, so its images stay what they were.
 */
export function parseStaticPayload(value: unknown): StaticPayload | undefined {
  const parsed = staticPayloadSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const kind = (value as { kind?: unknown } | null)?.kind;
  return (STATIC_KINDS as readonly unknown[]).includes(kind) ? (value as StaticPayload) : undefined;
}

export const qrCodeErrors = {
  doesNotScan: (check: ScanCheck) =>
    new AppError(422, 'qr_does_not_scan', 'The design does not scan reliably; see details.check.problems.', {
      check,
      fields: check.problems.map((problem) => ({ path: 'design', code: problem, message: problem })),
    }),
  codeTaken: (code: string) =>
    new AppError(409, 'code_taken', `The code "${code}" is already in use.`, {
      fields: [{ path: 'code', code: 'code_taken', message: 'code_taken' }],
    }),
  notFound: () => httpErrors.notFound('QR code'),
};

/** The logo of a design, from the workspace's uploads; undefined when the design names one the workspace lacks. */
export async function loadLogo(
  deps: Pick<Deps, 'database'>,
  viewer: Viewer,
  design: QrDesign,
): Promise<LogoAsset | null | undefined> {
  if (!design.logo) return null;
  const row = await repo.findLogo(deps.database.db, viewer.workspace.id, design.logo.uploadId);
  return row ? { png: Buffer.from(row.png), width: Number(row.width), height: Number(row.height) } : undefined;
}

/**
 * Everything about a design and its content that the schema alone cannot tell, each as a field issue: an unknown
 * logo, frame text the shipped font cannot draw, content too long for any QR version. Then the render input.
 */
export async function renderInputOrIssues(
  deps: Deps,
  viewer: Viewer,
  text: string,
  design: QrDesign,
  contentPath: string,
): Promise<RenderInput | FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const logo = await loadLogo(deps, viewer, design);
  if (logo === undefined) issues.push({ path: 'design.logo.uploadId', code: 'not_found', message: 'not_found' });
  if (design.frame.style !== 'none' && unsupportedCharacters(design.frame.text).length > 0) {
    issues.push({ path: 'design.frame.text', code: 'unsupported_characters', message: 'unsupported_characters' });
  }
  try {
    qrInfo(text, design);
  } catch (error) {
    if (!(error instanceof QrTooLongError)) throw error;
    issues.push({ path: contentPath, code: 'too_long', message: 'too_long' });
  }
  return issues.length > 0 ? issues : { text, design, logo: logo ?? null };
}

/** Refuses a design that does not scan: the save happens only after a passing check. */
export async function requireScannable(deps: Deps, input: RenderInput): Promise<ScanCheck> {
  const check = await deps.qrRender.check(input);
  if (!check.passed) throw qrCodeErrors.doesNotScan(check);
  return check;
}
