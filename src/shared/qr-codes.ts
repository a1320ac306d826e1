// QR codes (docs/product.md, QR codes): the API's schemas, which the designer's forms and the OpenAPI document read as
// well.
import * as z from 'zod/mini';
import { QR_TYPE_IDS, qrClassesOf, STATIC_KIND_OF_TYPE, type QrTypeId } from './catalogues.js';
import { idSchema, optionalRef, qrTargetAnswerSchema, qrTargetSchema } from './qr-targets.js';

export * from './qr-targets.js';
import { listQuerySchema, pageSchema, type Page } from './list.js';
import { smartAnswerFields, smartFields } from './smart-links.js';
import { tagFilterSchema, tagIdsSchema, tagRefSchema } from './tags.js';
import { qrDesignSchema, IMAGE_FORMATS, imageSizeSchema } from './qr-design.js';
import { staticPayloadIssues, staticPayloadSchema } from './qr-payloads.js';

export const QR_NAME_MAX = 200;
/**
 * A dynamic code's own short code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U), case
 * insensitive, written in upper case so the whole printed address fits the QR alphanumeric mode (ADR 0009).
 */
export const QR_CODE_LENGTH = 8;
export const QR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const QR_CODE_PATTERN = /^[2-9A-HJKMNP-TV-Z]{8}$/;
/** The path prefix of a dynamic code's address: `https://host/Q/CODE` (`/q/code` works too). */
export const QR_PATH = 'Q';

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(QR_NAME_MAX, { error: 'too_long' }));

/** A reserved short code: the one the designer previewed (and the scan check decoded), or a custom one. */
export const qrShortCodeSchema = z.pipe(
  z.string({ error: 'required' }).check(z.trim()),
  z.pipe(
    z.transform((value: string) => value.toUpperCase()),
    z.string().check(z.regex(QR_CODE_PATTERN, { error: 'invalid_code' })),
  ),
);

const qrClassSchema = z.enum(['dynamic', 'static'], { error: 'invalid_option' });

// A dynamic code needs a target, a static one the payload of its type; each refusal names its field.
function checkContent(
  value: { type?: QrTypeId; qrClass?: 'dynamic' | 'static'; target?: unknown; payload?: { kind: string } | null },
  ctx: z.core.$RefinementCtx,
) {
  if (!value.type) return;
  const classes = qrClassesOf(value.type);
  const qrClass = value.qrClass ?? classes[0];
  if (!qrClass || !classes.includes(qrClass)) {
    ctx.addIssue({ code: 'custom', path: ['qrClass'], message: 'invalid_option' });
    return;
  }
  if (qrClass === 'dynamic') {
    if (!value.target) ctx.addIssue({ code: 'custom', path: ['target'], message: 'required' });
    if (value.payload) ctx.addIssue({ code: 'custom', path: ['payload'], message: 'not_allowed' });
    return;
  }
  if (value.target) ctx.addIssue({ code: 'custom', path: ['target'], message: 'not_allowed' });
  if (!value.payload) {
    ctx.addIssue({ code: 'custom', path: ['payload'], message: 'required' });
    return;
  }
  if (value.payload.kind !== STATIC_KIND_OF_TYPE[value.type]) {
    ctx.addIssue({ code: 'custom', path: ['payload', 'kind'], message: 'invalid_option' });
    return;
  }
  for (const issue of staticPayloadIssues(value.payload as z.infer<typeof staticPayloadSchema>)) {
    ctx.addIssue({ code: 'custom', path: ['payload', issue.path], message: issue.code });
  }
}

// A static code carries its content itself: nothing at a redirect could apply rules, a split or a password.
function checkSmartOfStatic(
  value: { type?: QrTypeId; qrClass?: 'dynamic' | 'static'; rules?: unknown[]; split?: unknown[]; password?: unknown },
  ctx: z.core.$RefinementCtx,
) {
  if (!value.type || (value.qrClass ?? qrClassesOf(value.type)[0]) !== 'static') return;
  if (value.rules?.length) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'not_allowed' });
  if (value.split?.length) ctx.addIssue({ code: 'custom', path: ['split'], message: 'not_allowed' });
  if (value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'not_allowed' });
}

export const createQrCodeSchema = z
  .strictObject({
    name: nameSchema,
    type: z.enum(QR_TYPE_IDS, { error: 'invalid_option' }),
    /** Defaults to the type's first class: dynamic where it can be. */
    qrClass: z.optional(qrClassSchema),
    target: z.optional(qrTargetSchema),
    payload: z.optional(staticPayloadSchema),
    /** Defaults to DEFAULT_DESIGN (qr-design.ts). */
    design: z.optional(qrDesignSchema),
    /** The short code the designer's preview showed; generated when absent. */
    code: z.optional(qrShortCodeSchema),
    locationId: z.optional(optionalRef),
    campaignId: z.optional(optionalRef),
    /** A dynamic code's targeting rules, A/B split and password (docs/smart-links.md). */
    rules: z.optional(smartFields.rules),
    split: z.optional(smartFields.split),
    password: z.optional(smartFields.password),
    tagIds: z.optional(tagIdsSchema),
  })
  .check(z.superRefine(checkContent), z.superRefine(checkSmartOfStatic));
export type CreateQrCodeInput = z.infer<typeof createQrCodeSchema>;

/** The class and type stay (a printed static code cannot become dynamic); everything else may change. */
export const updateQrCodeSchema = z
  .partial(
    z.strictObject({
      name: nameSchema,
      target: qrTargetSchema,
      payload: staticPayloadSchema,
      design: qrDesignSchema,
      locationId: optionalRef,
      campaignId: optionalRef,
      rules: smartFields.rules,
      split: smartFields.split,
      password: smartFields.password,
      tagIds: tagIdsSchema,
    }),
  )
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateQrCodeInput = z.infer<typeof updateQrCodeSchema>;

export const qrCodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().check(z.describe("Made from the name (lower case, hyphens): the downloads' file name.")),
  type: z.enum(QR_TYPE_IDS),
  qrClass: qrClassSchema,
  code: z.nullable(z.string().check(z.describe("A dynamic code's own short code; null for a static code."))),
  shortUrl: z.nullable(z.string().check(z.describe("A dynamic code's address, as people read it."))),
  encoded: z.string().check(z.describe('Exactly what the code carries.')),
  target: z.nullable(qrTargetAnswerSchema),
  payload: z.nullable(staticPayloadSchema),
  design: qrDesignSchema,
  locationId: z.nullable(z.string()),
  campaignId: z.nullable(z.string()),
  scans: z.number().check(z.describe('Every recorded scan, all time (0 for a static code: it is not tracked).')),
  ...smartAnswerFields,
  tags: z.array(tagRefSchema),
  imageUrl: z.string().check(z.describe('The PNG image; `image.{svg,pdf,eps,jpeg,webp}` and `?size=` for others.')),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

/** `GET /api/qr-codes?tag=`: the list's query, and only the codes with that tag. */
export const qrListQuerySchema = z.extend(listQuerySchema, { tag: tagFilterSchema });
export type QrListQuery = z.infer<typeof qrListQuerySchema>;

export const qrCodePageSchema = pageSchema(qrCodeSchema);
export type QrCodeList = Page<QrCode>;

/** `GET /api/qr-codes/{id}/image.{format}?size=`. */
export const qrImageParamsSchema = z.object({
  id: idSchema,
  format: z.enum(IMAGE_FORMATS, { error: 'invalid_option' }),
});
export const qrImageQuerySchema = z.object({
  size: z.optional(imageSizeSchema),
  download: z.optional(z.enum(['1'])),
});

/** What a preview or a scan check encodes: a saved code, a new dynamic code's reserved short code, or a payload. */
export const qrContentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('saved'), qrId: idSchema }),
  z.strictObject({ kind: z.literal('dynamic'), code: qrShortCodeSchema }),
  z.strictObject({ kind: z.literal('static'), payload: staticPayloadSchema }),
]);
export type QrContent = z.infer<typeof qrContentSchema>;

export const qrPreviewRequestSchema = z.strictObject({
  content: qrContentSchema,
  design: qrDesignSchema,
});
export type QrPreviewRequest = z.infer<typeof qrPreviewRequestSchema>;

/** Why a design does not scan, in the order the designer explains them. */
export const SCAN_PROBLEMS = [
  'contrast_too_low',
  'light_on_dark',
  'logo_too_big',
  'quiet_zone_too_small',
  'does_not_decode',
] as const;
export type ScanProblem = (typeof SCAN_PROBLEMS)[number];

export const scanCheckSchema = z.object({
  passed: z.boolean(),
  score: z
    .number()
    .check(z.describe('0–100: the share of simulated conditions (sizes, blur) in which both decoders read the code.')),
  minPrintMm: z.nullable(
    z
      .number()
      .check(z.describe('The smallest printed side, in millimetres, that still scans; null when it does not scan.')),
  ),
  problems: z.array(z.enum(SCAN_PROBLEMS)),
  contrast: z.number().check(z.describe('WCAG contrast ratio of the worst foreground colour on the background.')),
  attempts: z.array(
    z.object({
      decoder: z.enum(['zxing', 'jsqr']),
      sizePx: z.number(),
      blur: z.number(),
      decoded: z.boolean(),
    }),
  ),
});
export type ScanCheck = z.infer<typeof scanCheckSchema>;

export const qrPreviewSchema = z.object({
  svg: z.string().check(z.describe('The render, as SVG markup (the same drawing as every download).')),
  encoded: z.string(),
  version: z.number().check(z.describe('The QR version (size in modules = 17 + 4 × version).')),
  errorCorrection: z.enum(['L', 'M', 'Q', 'H']),
  check: scanCheckSchema,
});
export type QrPreview = z.infer<typeof qrPreviewSchema>;

/** A fresh short code for a new dynamic code's preview. */
export const qrReservedCodeSchema = z.object({ code: z.string(), shortUrl: z.string(), encoded: z.string() });

export const qrLogoSchema = z.object({
  id: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml']),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
export type QrLogoUpload = z.infer<typeof qrLogoSchema>;

export const TEMPLATE_NAME_MAX = 100;
export const createQrTemplateSchema = z.strictObject({
  name: z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(TEMPLATE_NAME_MAX, { error: 'too_long' })),
  design: qrDesignSchema,
});
export const qrTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  design: qrDesignSchema,
  createdAt: z.string(),
});
export type QrTemplate = z.infer<typeof qrTemplateSchema>;
export const qrTemplatePageSchema = pageSchema(qrTemplateSchema);

/** Bulk: up to 1,000 rows of `name,target,type` (docs/product.md, QR codes). */
export const BULK_ROWS_MAX = 1000;
export const BULK_CSV_BYTES_MAX = 512 * 1024;
export const qrImportRequestSchema = z.strictObject({
  csv: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.maxLength(BULK_CSV_BYTES_MAX, { error: 'too_long' })),
  /** false: only check and answer the preview; true: write every row, or none. */
  confirm: z.boolean({ error: 'invalid_type' }),
});
export const qrImportRowSchema = z.object({
  line: z.number(),
  name: z.string(),
  target: z.string(),
  type: z.string(),
  errors: z.array(z.object({ field: z.enum(['name', 'target', 'type', 'row']), code: z.string() })),
});
export const qrImportResultSchema = z.object({
  rows: z.array(qrImportRowSchema),
  valid: z.boolean(),
  created: z.number().check(z.describe('Codes written: 0 until confirmed, then every row.')),
});
export type QrImportResult = z.infer<typeof qrImportResultSchema>;

export const qrBulkDownloadSchema = z.strictObject({
  ids: z.array(idSchema).check(z.minLength(1, { error: 'required' }), z.maxLength(BULK_ROWS_MAX, { error: 'too_big' })),
  format: z.enum(IMAGE_FORMATS, { error: 'invalid_option' }),
  size: imageSizeSchema,
});
