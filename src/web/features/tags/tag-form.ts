import { TAG_COLORS, type Tag, type TagColor, type UpdateTagInput } from '../../../shared/tags.js';

/** What the tag form's inputs hold: the name as typed and the chosen colour. */
export interface TagFormValues {
  name: string;
  color: TagColor;
}

export const TAG_FORM_FIELDS = ['name', 'color'] as const;

/**
 * The colour a new tag starts with: the first of the palette no tag has yet, else the one fewest tags have (the
 * palette's order breaks ties), so tags made one after another are told apart without choosing.
 */
export function nextTagColor(tags: readonly Pick<Tag, 'color'>[]): TagColor {
  const uses = new Map<TagColor, number>(TAG_COLORS.map((color) => [color, 0]));
  for (const tag of tags) uses.set(tag.color, (uses.get(tag.color) ?? 0) + 1);
  let best: TagColor = TAG_COLORS[0];
  for (const color of TAG_COLORS) if ((uses.get(color) ?? 0) < (uses.get(best) ?? 0)) best = color;
  return best;
}

/** Only what differs from the saved tag goes into the PATCH; a name differing only in outer spaces is the same. */
export function tagChanges(values: TagFormValues, tag: Pick<Tag, 'name' | 'color'>): UpdateTagInput {
  const changes: UpdateTagInput = {};
  const name = values.name.trim();
  if (name !== tag.name) changes.name = name;
  if (values.color !== tag.color) changes.color = values.color;
  return changes;
}
