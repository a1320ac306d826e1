import { qrBulkDownloadSchema, qrImportRequestSchema, qrImportResultSchema } from '../../../shared/qr-codes.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { importQrCodes, sendQrZip } from './qr-bulk.service.js';

const TAG = 'QR codes';

/** Many codes at once (docs/product.md, QR codes): a CSV import checked before anything is written, a ZIP of images. */
export function qrBulkRoutes(ctx: AppContext) {
  return [
    route({
      method: 'POST',
      url: '/api/qr-codes/import',
      permission: 'edit',
      operationId: 'importQrCodes',
      summary: 'Import up to 1,000 QR codes from CSV',
      description:
        'Columns `name,target,type` (a header line is optional; `type` defaults to `link`). With `confirm: false` ' +
        'every row is checked and nothing is written; with `confirm: true` all rows are written in one transaction, ' +
        'or none: any wrong row answers 422 `import_invalid` with the rows in `details.result`.',
      tag: TAG,
      body: qrImportRequestSchema,
      response: {
        status: 200,
        description: 'Each row with its errors, and how many codes were written.',
        schema: qrImportResultSchema,
      },
      example: {
        body: { csv: 'name,target,type\nTable 1,https://example.com/menu,link', confirm: false },
        response: {
          rows: [{ line: 2, name: 'Table 1', target: 'https://example.com/menu', type: 'link', errors: [] }],
          valid: true,
          created: 0,
        },
      },
      handler: ({ viewer, body }) => importQrCodes(ctx, viewer, body),
    }),
    route({
      method: 'POST',
      url: '/api/qr-codes/download',
      permission: 'view',
      operationId: 'downloadQrCodes',
      summary: 'Download several QR codes as one ZIP',
      description: 'Every code in the same format and size (`1024`, `50mm`…), named after the codes.',
      tag: TAG,
      body: qrBulkDownloadSchema,
      response: { status: 200, description: 'The ZIP archive.', contentType: 'application/zip' },
      example: { body: { ids: ['0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d'], format: 'svg', size: '1024' } },
      handler: ({ viewer, body, reply }) => sendQrZip(ctx, viewer, reply, body),
    }),
  ];
}
