// The QR code form of /qr-code/new and /qr-code/edit/{id}: what its inputs hold, how that becomes the API's body
// (checked by the shared schemas, so the browser refuses what the server would, with the same codes on the same
// paths), and what an edit changed.
import * as z from 'zod/mini';
import { ApiError } from '../../../api/client.js';
import { qrClassesOf, QR_TYPE_IDS, STATIC_KIND_OF_TYPE, type QrTypeId } from '../../../../shared/catalogues.js';
import {
  createQrCodeSchema,
  updateQrCodeSchema,
  type QrCode,
  type UpdateQrCodeInput,
} from '../../../../shared/qr-codes.js';
import {
  staticPayloadIssues,
  staticPayloadSchema,
  type StaticKind,
  type StaticPayload,
} from '../../../../shared/qr-payloads.js';
import {
  checkDesign,
  defaultDraft,
  designToDraft,
  draftToDesignInput,
  stableJson,
  type DesignDraft,
} from '../designer/design-draft.js';
import {
  EMPTY_TARGET,
  sameTarget,
  targetInput,
  targetKindsOf,
  targetToDraft,
  type TargetDraft,
} from './target-draft.js';
import { checkPayload, EMPTY_PAYLOAD, payloadInput, type PayloadDraft } from './payload-draft.js';
import {
  emptySmartForm,
  sameRules,
  sameSplit,
  sameTags,
  SMART_FIELDS,
  smartBody,
  smartToForm,
  type SmartFormValues,
} from '../../smart/index.js';

export type QrClass = 'dynamic' | 'static';
/** With the smart destination's rules, split and password (a dynamic code's only) and the tags (any code's). */
export interface QrFormValues extends SmartFormValues {
  /** '' until a type is chosen (new codes only). */
  type: QrTypeId | '';
  qrClass: QrClass;
  target: TargetDraft;
  payload: PayloadDraft;
  name: string;
  design: DesignDraft;
  /** Where the code hangs: a location's id, '' for none. */
  locationId: string;
  /** The campaign its scans also count for: a campaign's id, '' for none. */
  campaignId: string;
}

export function emptyQrForm(frameText: string): QrFormValues {
  return {
    type: '',
    qrClass: 'dynamic',
    target: { ...EMPTY_TARGET },
    payload: { ...EMPTY_PAYLOAD },
    name: '',
    design: defaultDraft(frameText),
    locationId: '',
    campaignId: '',
    ...emptySmartForm(),
  };
}

export function qrToForm(qr: QrCode): QrFormValues {
  const target = targetToDraft(qr.target);
  const payload: PayloadDraft = { ...EMPTY_PAYLOAD };
  if (qr.payload) {
    for (const [key, value] of Object.entries(qr.payload)) {
      if (key !== 'kind' && key in payload && value !== undefined) Object.assign(payload, { [key]: value });
    }
  }
  return {
    type: qr.type,
    qrClass: qr.qrClass,
    target,
    payload,
    name: qr.name,
    design: designToDraft(qr.design),
    locationId: qr.locationId ?? '',
    campaignId: qr.campaignId ?? '',
    ...smartToForm(qr),
  };
}

/** The class a code of this type gets: the chosen one where the type allows it, else the type's own. */
export function classOf(type: QrTypeId | '', chosen: QrClass): QrClass {
  if (!type) return chosen;
  const classes = qrClassesOf(type);
  return classes.includes(chosen) ? chosen : (classes[0] ?? chosen);
}

/** The static payload kind of a type (a static link carries its URL). */
export function staticKindOf(type: QrTypeId | ''): StaticKind | undefined {
  return type ? STATIC_KIND_OF_TYPE[type] : undefined;
}

/**
 * The form opened from elsewhere with what to make (`?type=feedback&feedbackId=…&eventId=…` from a form's page,
 * `?type=coupon&pageId=…` from a landing page's): a new code's type, and its form and event, or its page, chosen in
 * advance. A saved code's type never changes, so on the edit screen only a target its type offers is taken. Unknown
 * types are left out.
 */
export function preselected(
  values: QrFormValues,
  params: URLSearchParams,
  saved?: Pick<QrCode, 'qrClass' | 'target'>,
): QrFormValues {
  const type = saved ? undefined : QR_TYPE_IDS.find((id) => id === params.get('type'));
  const next = type ? { ...values, type, qrClass: qrClassesOf(type)[0] ?? values.qrClass } : values;
  if (classOf(next.type, next.qrClass) !== 'dynamic') return next;
  const kinds = targetKindsOf(next.type, saved?.target?.kind);
  const feedbackId = params.get('feedbackId')?.trim() ?? '';
  const eventId = params.get('eventId')?.trim() ?? '';
  if (feedbackId && kinds.includes('feedback')) {
    return { ...next, target: { ...next.target, kind: 'feedback', feedbackId, eventId } };
  }
  // `?pageId=…` (a landing page's screen): the code leads to that page.
  const pageId = params.get('pageId')?.trim() ?? '';
  if (pageId && kinds.includes('page')) return { ...next, target: { ...next.target, kind: 'page', pageId } };
  return next;
}

/** What the inputs send for a new code: the target of a dynamic one, the payload of a static one. */
export function formToCreateBody(values: QrFormValues): z.input<typeof createQrCodeSchema> {
  const qrClass = classOf(values.type, values.qrClass);
  const kind = staticKindOf(values.type);
  return {
    name: values.name,
    type: values.type as QrTypeId,
    qrClass,
    ...(qrClass === 'dynamic' && { target: targetInput(values.target) }),
    ...(qrClass === 'static' && kind && { payload: payloadInput(kind, values.payload) }),
    design: draftToDesignInput(values.design),
    ...(values.locationId && { locationId: values.locationId }),
    ...(values.campaignId && { campaignId: values.campaignId }),
    ...smartBody(values, qrClass === 'dynamic'),
  };
}

/** What the inputs send for a saved code: its type and class never change. */
export function formToUpdateBody(values: QrFormValues): z.input<typeof updateQrCodeSchema> {
  const kind = staticKindOf(values.type);
  return {
    name: values.name,
    ...(values.qrClass === 'dynamic' && { target: targetInput(values.target) }),
    ...(values.qrClass === 'static' && kind && { payload: payloadInput(kind, values.payload) }),
    design: draftToDesignInput(values.design),
    // '' (no location) becomes null: the code is taken away from its place.
    locationId: values.locationId,
    campaignId: values.campaignId,
    ...smartBody(values, values.qrClass === 'dynamic'),
  };
}

const formValues = z.custom<QrFormValues>();
export const createQrFormSchema = z.pipe(z.pipe(formValues, z.transform(formToCreateBody)), createQrCodeSchema);

// The update schema takes any valid payload; the rules between its fields (a secured network's password) are the
// create schema's, so they are checked here too, on the same paths the server would name.
const editedValues = z.custom<QrFormValues>().check(
  z.superRefine((values, ctx) => {
    const kind = staticKindOf(values.type);
    if (values.qrClass !== 'static' || !kind) return;
    const payload = z.safeParse(staticPayloadSchema, payloadInput(kind, values.payload));
    if (!payload.success) return;
    for (const issue of staticPayloadIssues(payload.data)) {
      ctx.addIssue({ code: 'custom', path: ['payload', issue.path], message: issue.code, input: values });
    }
  }),
);
export const updateQrFormSchema = z.pipe(z.pipe(editedValues, z.transform(formToUpdateBody)), updateQrCodeSchema);

// A saved payload and a sent one compare equal when only empty optional fields differ.
function comparablePayload(payload: StaticPayload | null | undefined): string {
  if (!payload) return 'null';
  return stableJson(
    Object.fromEntries(
      Object.entries(payload).filter(([, value]) => value !== '' && value !== undefined && value !== false),
    ),
  );
}

/** Only what differs from the saved code goes into the PATCH: an untouched design is not checked again. */
export function qrChanges(body: UpdateQrCodeInput, saved: QrCode): UpdateQrCodeInput {
  const changes: UpdateQrCodeInput = {};
  if (body.name !== undefined && body.name !== saved.name) changes.name = body.name;
  if (body.design && stableJson(body.design) !== stableJson(saved.design)) changes.design = body.design;
  if (body.target && !sameTarget(body.target, saved.target)) changes.target = body.target;
  if (body.payload && comparablePayload(body.payload) !== comparablePayload(saved.payload)) {
    changes.payload = body.payload;
  }
  if (body.locationId !== undefined && body.locationId !== saved.locationId) changes.locationId = body.locationId;
  if (body.campaignId !== undefined && body.campaignId !== saved.campaignId) changes.campaignId = body.campaignId;
  if (body.rules && !sameRules(body.rules, saved.rules)) changes.rules = body.rules;
  if (body.split && !sameSplit(body.split, saved.split)) changes.split = body.split;
  if (body.password !== undefined) changes.password = body.password;
  if (body.tagIds && !sameTags(body.tagIds, saved.tags)) changes.tagIds = body.tagIds;
  return changes;
}

const DESIGN_PATHS = [
  'design.foreground.color',
  'design.foreground.colors.0',
  'design.foreground.colors.1',
  'design.foreground.rotation',
  'design.background',
  'design.dotStyle',
  'design.cornerSquareStyle',
  'design.cornerDotStyle',
  'design.cornerSquareColor',
  'design.cornerDotColor',
  'design.errorCorrection',
  'design.quietZone',
  'design.logo',
  'design.logo.uploadId',
  'design.logo.size',
  'design.logo.margin',
  'design.frame.style',
  'design.frame.text',
  'design.frame.color',
  'design.frame.textColor',
];

/** Every field a server issue may name (`target.url`, `payload.ssid`, `design.frame.text`). */
export const QR_FORM_FIELDS = [
  'name',
  'type',
  'qrClass',
  'locationId',
  'campaignId',
  'target',
  'target.kind',
  'target.linkId',
  'target.url',
  'target.feedbackId',
  'target.eventId',
  'target.pageId',
  'payload',
  ...Object.keys(EMPTY_PAYLOAD).map((field) => `payload.${field}`),
  ...DESIGN_PATHS,
  ...SMART_FIELDS,
] as const;

/**
 * The field issues of a refused preview (`design.frame.text` → `unsupported_characters`), on the form's paths: the
 * preview's body holds the design as the form does and the payload under `content`.
 */
export function previewIssuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const issues: Record<string, string> = {};
  for (const field of error.fields) {
    const path = field.path.startsWith('content.payload.') ? field.path.slice('content.'.length) : field.path;
    if (path.startsWith('design.') || path.startsWith('payload.')) issues[path] ??= field.code;
  }
  return issues;
}

/** The live field issues of a draft (design, and payload of a static code), by form path. */
export function liveIssues(values: QrFormValues): Record<string, string> {
  const design = checkDesign(values.design).issues;
  const kind = staticKindOf(values.type);
  const payload =
    classOf(values.type, values.qrClass) === 'static' && kind ? checkPayload(kind, values.payload).issues : {};
  return { ...design, ...payload };
}
