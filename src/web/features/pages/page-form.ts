// The page editor's form (/page/edit/{id}): how a saved page becomes its inputs, how they become the API's body,
// and the checks of the shared schemas on the very paths the server names (`content.hours.2.opens`), so both refuse
// alike.
import * as z from 'zod/mini';
import {
  BUTTONS_MAX,
  GALLERY_MAX,
  pageContentIssues,
  pageContentSchema,
  PROFILES_MAX,
  WEEKDAYS,
} from '../../../shared/page-content.js';
import { updatePageSchema, type PageItem, type UpdatePageInput } from '../../../shared/pages.js';
import { CONTENT_FIELDS, emptyContent, type PageFormValues } from './content-draft.js';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.js';

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/** A saved page as the inputs hold it; a new page (content null) starts from its type's empty content. */
export function pageToForm(
  page: Pick<PageItem, 'typeId' | 'name' | 'published' | 'content' | 'latitude' | 'longitude' | 'campaignId'>,
) {
  const content = emptyContent();
  const saved = page.content;
  if (saved) {
    for (const [key, value] of Object.entries(saved)) {
      if (key !== 'type' && key in content && value !== undefined) Object.assign(content, { [key]: value });
    }
    if (saved.type === 'event') {
      content.startsAt = isoToZonedLocal(saved.startsAt, saved.timeZone);
      content.endsAt = isoToZonedLocal(saved.endsAt, saved.timeZone);
    }
    if (saved.type === 'business-page') {
      // Seven rows, Monday first: the saved days as they are, a day not saved as closed.
      content.hours = WEEKDAYS.map(
        (day) => saved.hours.find((row) => row.day === day) ?? { day, closed: true, opens: '', closes: '' },
      );
    }
  }
  const values: PageFormValues = {
    type: page.typeId,
    name: page.name,
    published: page.published,
    latitude: coordinateText(page.latitude),
    longitude: coordinateText(page.longitude),
    campaignId: page.campaignId ?? '',
    showHours: saved?.type === 'business-page' ? saved.hours.length > 0 : true,
    videoSource: saved?.type === 'video' && saved.videoUrl ? 'link' : 'upload',
    content,
  };
  return values;
}

/** The content the inputs send: only the type's own fields, in the API's form. */
export function contentInput(values: PageFormValues): Record<string, unknown> {
  const draft = values.content;
  const content: Record<string, unknown> = {
    type: values.type,
    title: draft.title,
    description: draft.description,
    accent: draft.accent,
  };
  for (const field of CONTENT_FIELDS[values.type]) content[field] = draft[field];
  switch (values.type) {
    case 'business-page':
      content.hours = values.showHours
        ? draft.hours.map((row) =>
            row.closed ? { day: row.day, closed: true } : { day: row.day, opens: row.opens, closes: row.closes },
          )
        : [];
      break;
    case 'video':
      if (values.videoSource === 'upload') content.videoUrl = '';
      else content.mediaId = '';
      break;
    case 'event':
      content.startsAt = zonedLocalToIso(draft.startsAt, draft.timeZone);
      content.endsAt = zonedLocalToIso(draft.endsAt, draft.timeZone);
      break;
    case 'wifi':
      if (draft.encryption === 'nopass') content.password = '';
      break;
  }
  return content;
}

// A coordinate typed with a decimal comma is read as one; anything else that is not a number stays text, which
// the schema refuses as `invalid_number`.
function coordinate(text: string): unknown {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(value) ? value : text;
}

/** What a save sends: the name, the whole content, whether it is published, the place and the campaign. */
export function formToBody(values: PageFormValues): z.input<typeof updatePageSchema> {
  return {
    name: values.name,
    published: values.published,
    content: contentInput(values) as z.input<typeof pageContentSchema>,
    latitude: coordinate(values.latitude) as number | null,
    longitude: coordinate(values.longitude) as number | null,
    // '' (no campaign) becomes null: the page leaves its campaign.
    campaignId: values.campaignId,
  };
}

/** The code of an issue: its message where that is one of ours, a union's inner code (`invalid_url`), else zod's. */
function issueCode(issue: z.core.$ZodIssue): string {
  if (/^[a-z_]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_union') {
    for (const inner of issue.errors.flat()) if (/^[a-z_]+$/.test(inner.message)) return inner.message;
  }
  return issue.code;
}

/** Every issue of a draft, by form path, the first per field: the shared schemas, then the rules across fields. */
export function pageFormIssues(values: PageFormValues): Map<string, string> {
  const issues = new Map<string, string>();
  const add = (path: string, code: string) => {
    if (!issues.has(path)) issues.set(path, code);
  };
  // An event's empty start or end is a missing value, not an unreadable one.
  if (values.type === 'event') {
    if (!values.content.startsAt) add('content.startsAt', 'required');
    if (!values.content.endsAt) add('content.endsAt', 'required');
  }
  const body = formToBody(values);
  const parsed = z.safeParse(updatePageSchema, body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.map(String).join('.'), issueCode(issue));
  }
  // The rules across the content's fields, as soon as each field on its own is right (whatever the name says).
  const content = z.safeParse(pageContentSchema, body.content);
  if (content.success) {
    for (const issue of pageContentIssues(content.data)) add(`content.${issue.path}`, issue.code);
  }
  // A place is both coordinates or neither.
  const latitude = values.latitude.trim();
  const longitude = values.longitude.trim();
  if (latitude && !longitude) add('longitude', 'required');
  if (longitude && !latitude) add('latitude', 'required');
  return issues;
}

/** The form's schema: its values stay as typed; the issues land on the fields that hold them. */
export const pageFormSchema = z.custom<PageFormValues>().check(
  z.superRefine((values, ctx) => {
    for (const [path, code] of pageFormIssues(values)) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: code, input: values });
    }
  }),
);

/** The body to PATCH, parsed as the server will parse it (the form has checked it already). */
export function pageChanges(values: PageFormValues): UpdatePageInput {
  return z.parse(updatePageSchema, formToBody(values));
}

const indexed = (name: string, max: number, fields: readonly string[]) => [
  `content.${name}`,
  ...Array.from({ length: max }, (_, index) => fields.map((field) => `content.${name}.${index}.${field}`)).flat(),
];

/**
 * Every field a server issue may name. `content` and `content.type` are left out: they belong to no input, so
 * such an issue is said above the form.
 */
export const PAGE_FORM_FIELDS: readonly string[] = [
  'name',
  'published',
  'campaignId',
  'latitude',
  'longitude',
  ...Object.keys(emptyContent())
    .filter((key) => !['hours', 'buttons', 'profiles', 'images'].includes(key))
    .map((key) => `content.${key}`),
  ...indexed('hours', WEEKDAYS.length, ['day', 'closed', 'opens', 'closes']),
  ...indexed('buttons', BUTTONS_MAX, ['label', 'url']),
  ...indexed('profiles', PROFILES_MAX, ['network', 'url']),
  ...indexed('images', GALLERY_MAX, ['mediaId', 'caption']),
];
