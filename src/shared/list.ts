// The one list contract of every resource (docs/product.md, HTTP interface): `GET /api/R?q=&limit=&cursor=` answers a
// page, newest first.
import * as z from 'zod/mini';

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 24;
export const SEARCH_MAX = 200;

/** A `limit` query parameter: a whole number from 1 to `max`, with the field errors every form and list shows. */
export function limitSchema(max: number, description: string) {
  return z.coerce
    .number({ error: 'invalid_number' })
    .check(
      z.int({ error: 'invalid_number' }),
      z.minimum(1, { error: 'too_small' }),
      z.maximum(max, { error: 'too_big' }),
      z.describe(description),
    );
}

export const listQuerySchema = z.object({
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { error: 'too_long' }), z.describe('Words to search for.')),
  ),
  limit: z.optional(
    limitSchema(LIST_LIMIT_MAX, `Items per page, 1–${LIST_LIMIT_MAX} (default ${LIST_LIMIT_DEFAULT}).`),
  ),
  cursor: z.optional(
    z
      .string()
      .check(z.maxLength(200, { error: 'too_long' }), z.describe("The previous page's `nextCursor`, to read on.")),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of `item`: newest first; `nextCursor` fetches the following page, null on the last. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.nullable(z.string().check(z.describe('Pass as `cursor` for the next page; null on the last.'))),
  });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The path parameter of every `/api/R/{id}` route. */
export const idParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64, { error: 'too_long' }), z.describe("The resource's id.")),
});

/** An ISO-8601 instant as the API writes it. */
export const instantSchema = z.iso.datetime({ offset: true });
