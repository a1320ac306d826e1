import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { QR_TYPE_IDS, qrClassesOf, STATIC_KIND_OF_TYPE, type QrTypeId } from '../../../shared/catalogues.js';
import { targetUrlSchema } from '../../../shared/links.js';
import { BULK_ROWS_MAX, QR_NAME_MAX, type QrImportResult } from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN, type ImageFormat, type ImageSize } from '../../../shared/qr-design.js';
import { encodeStaticPayload, staticPayloadSchema, type StaticPayload } from '../../../shared/qr-payloads.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { QrTooLongError, qrInfo } from '../qr-render/index.js';
import { newEvent } from '../../events/new-event.js';
import * as repo from './qr-codes.repo.js';
import { parseCsv } from './csv.js';
import { qrFileName, savedRenderInput } from './qr-studio.service.js';
import { generateQrCode } from './qr-code-generator.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'qrRender' | 'events'>;
type Row = QrImportResult['rows'][number];
type RowError = Row['errors'][number];
interface ValidRow {
  name: string;
  type: QrTypeId;
  qrClass: 'dynamic' | 'static';
  url?: string;
  payload?: StaticPayload;
}

const HEADER = ['name', 'target', 'type'];
// Static types whose whole payload fits one cell; Wi-Fi and vCards need several fields and are made one at a time.
const ONE_CELL_PAYLOAD: Partial<Record<QrTypeId, (value: string) => unknown>> = {
  text: (text) => ({ kind: 'text', text }),
  email: (to) => ({ kind: 'email', to }),
  phone: (phone) => ({ kind: 'phone', phone }),
  sms: (phone) => ({ kind: 'sms', phone }),
};

function checkRow(line: number, cells: string[]): { row: Row; valid?: ValidRow } {
  const [name = '', target = '', typeCell = ''] = cells.map((cell) => cell.trim());
  const row: Row = { line, name, target, type: typeCell, errors: [] };
  const fail = (field: RowError['field'], code: string) => row.errors.push({ field, code });
  if (cells.length > HEADER.length && cells.slice(HEADER.length).some((cell) => cell.trim() !== ''))
    fail('row', 'too_many_columns');
  if (!name) fail('name', 'required');
  else if (name.length > QR_NAME_MAX) fail('name', 'too_long');
  const type = (typeCell.toLowerCase() || 'link') as QrTypeId;
  if (!(QR_TYPE_IDS as readonly string[]).includes(type)) {
    fail('type', 'invalid_option');
    return { row };
  }
  if (!target) {
    fail('target', 'required');
    return { row };
  }
  const qrClass = qrClassesOf(type)[0] ?? 'dynamic';
  if (qrClass === 'dynamic') {
    const url = targetUrlSchema.safeParse(target);
    if (!url.success) fail('target', url.error.issues[0]?.message ?? 'invalid_url');
    return { row, valid: row.errors.length === 0 && url.success ? { name, type, qrClass, url: url.data } : undefined };
  }
  const toPayload = ONE_CELL_PAYLOAD[type];
  if (!toPayload || !STATIC_KIND_OF_TYPE[type]) {
    fail('type', 'not_importable');
    return { row };
  }
  const payload = staticPayloadSchema.safeParse(toPayload(target));
  if (!payload.success) {
    fail('target', payload.error.issues[0]?.message ?? 'invalid');
    return { row };
  }
  try {
    qrInfo(encodeStaticPayload(payload.data), DEFAULT_DESIGN);
  } catch (error) {
    if (!(error instanceof QrTooLongError)) throw error;
    fail('target', 'too_long');
  }
  return { row, valid: row.errors.length === 0 ? { name, type, qrClass, payload: payload.data } : undefined };
}

/**
 * Checks a CSV of codes (`name,target,type`; a header line is optional), and with `confirm` writes every row in one
 * transaction — or none, when any row is wrong. Codes get the default design, which the
 * renderer's tests prove scans.
 */
export async function importQrCodes(
  deps: Deps,
  viewer: Viewer,
  input: { csv: string; confirm: boolean },
): Promise<QrImportResult> {
  const records = parseCsv(input.csv);
  const first = records[0]?.cells.map((cell) => cell.trim().toLowerCase());
  const data = first && first[0] === 'name' && first[1] === 'target' ? records.slice(1) : records;
  if (data.length === 0) throw httpErrors.validation([{ path: 'csv', code: 'required', message: 'required' }]);
  if (data.length > BULK_ROWS_MAX)
    throw httpErrors.validation([{ path: 'csv', code: 'too_many_rows', message: 'too_many_rows' }]);
  const checked = data.map((record) => checkRow(record.line, record.cells));
  const result: QrImportResult = {
    rows: checked.map((entry) => entry.row),
    valid: checked.every((entry) => entry.valid),
    created: 0,
  };
  if (!input.confirm) return result;
  if (!result.valid) {
    throw new AppError(422, 'import_invalid', 'Some rows are not valid; nothing was written.', { result });
  }
  const valid = checked.flatMap((entry) => (entry.valid ? [entry.valid] : []));
  const codes = await freshCodes(deps, valid.filter((row) => row.qrClass === 'dynamic').length);
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    for (const [index, row] of valid.entries()) {
      const code = row.qrClass === 'dynamic' ? (codes.pop() ?? null) : null;
      const id = newId();
      await repo.qrCodes.insert(trx, {
        id,
        workspace_id: viewer.workspace.id,
        name: row.name,
        data: row.url ? { target: { kind: 'url', url: row.url } } : { payload: row.payload },
        hash: code,
        link_id: null,
        qr_type_id: row.type,
        qr_class: row.qrClass,
        design: DEFAULT_DESIGN,
        location_id: null,
        campaign_id: null,
        // One millisecond apart, so the list shows them in the file's order (newest first = last row first).
        created_at: now + index,
        updated_at: now + index,
      });
      publish(newEvent('qr_code.created', viewer, { id, code }));
    }
  });
  return { ...result, created: valid.length };
}

async function freshCodes(deps: Deps, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = generateQrCode();
    if (!codes.has(code) && !(await repo.codeInUse(deps.database.db, code))) codes.add(code);
  }
  return [...codes];
}

/**
 * The chosen codes as one ZIP, in one format and size: each rendered on the render threads and
 * streamed into the archive as it is made, so a thousand codes never sit in memory at once.
 */
export async function sendQrZip(
  deps: Deps,
  viewer: Viewer,
  reply: FastifyReply,
  request: { ids: string[]; format: ImageFormat; size: ImageSize },
): Promise<FastifyReply> {
  const ids = [...new Set(request.ids)];
  // Every id is checked before the first byte is sent: a 404 cannot follow a started download.
  const inputs = [];
  for (const id of ids) inputs.push(await savedRenderInput(deps, viewer, id));
  await deps.events.publishAlone(
    newEvent('export.downloaded', viewer, { kind: 'qr_codes', subjectType: null, subjectId: null }),
  );
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });
  const taken = new Set<string>();
  void (async () => {
    try {
      for (const { input, slug } of inputs) {
        const image = await deps.qrRender.image(input, request.format, request.size);
        let name = qrFileName(slug || 'qr-code', request.size, request.format);
        for (let copy = 2; taken.has(name); copy += 1)
          name = qrFileName(`${slug}-${copy}`, request.size, request.format);
        taken.add(name);
        // Images are compressed already: stored as they are, the archive costs no CPU.
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(new Uint8Array(image.body.buffer, image.body.byteOffset, image.body.byteLength), true);
      }
      zip.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return reply
    .code(200)
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      `attachment; filename="qr-codes-${slugify(viewer.workspace.name) || 'workspace'}.zip"`,
    )
    .send(output);
}
