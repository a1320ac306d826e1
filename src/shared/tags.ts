// Tags (docs/smart-links.md): names with a colour, per workspace, carried by links and QR codes; lists and statistics
// filter by them.
import * as z from 'zod/mini';

export const TAG_NAME_MAX = 40;
export const TAGS_PER_ITEM_MAX = 20;
export const TAGS_PER_WORKSPACE_MAX = 500;
/** The palette a tag's colour comes from: each has a light and a dark shade in the app's styles, both readable. */
export const TAG_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type TagColor = (typeof TAG_COLORS)[number];

const tagName = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(TAG_NAME_MAX, { error: 'too_long' }));
const tagColor = z.enum(TAG_COLORS, { error: 'invalid_option' });

export const createTagSchema = z.strictObject({ name: tagName, color: z.optional(tagColor) });
export const updateTagSchema = z
  .partial(z.strictObject({ name: tagName, color: tagColor }))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type CreateTagInput = z.infer<typeof createTagSchema>;
export type UpdateTagInput = z.infer<typeof updateTagSchema>;

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  links: z.number().check(z.describe('Links that carry it.')),
  qrCodes: z.number().check(z.describe('QR codes that carry it.')),
  createdAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.object({ items: z.array(tagSchema) });

/** A tag as a link or a QR code answers it. */
export const tagRefSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(TAG_COLORS) });
export type TagRef = z.infer<typeof tagRefSchema>;

/** The tags of a link or a QR code: the whole list, replacing the one before. */
export const tagIdsSchema = z
  .array(
    z
      .string({ error: 'invalid_type' })
      .check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' })),
    { error: 'invalid_type' },
  )
  .check(z.maxLength(TAGS_PER_ITEM_MAX, { error: 'too_long' }));

/** `tag` on a list's query: only the items that carry it. */
export const tagFilterSchema = z.optional(
  z
    .string()
    .check(z.minLength(1), z.maxLength(64, { error: 'too_long' }), z.describe('Only items with this tag (its id).')),
);
