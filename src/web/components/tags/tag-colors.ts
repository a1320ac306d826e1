// The one mapping of a tag's colour (shared/tags.ts, TAG_COLORS) to the classes that paint it: every tag chip, the
// tag picker and the settings screen's colour choice use it. Each chip is a pale tint with the colour's darkest text
// (about 7:1 and more, so AA with room to spare), and in dark mode a deep tint with a pale text; the ring keeps a
// chip's outline visible where its tint is close to the surface around it. The swatch is the colour at full
// strength, for a small dot or a colour choice (3:1 against white, as non-text contrast asks); a name always goes
// with it, so no colour is the only sign of a tag. Dark mode is the `dark` class on the root (styles.css).
import type { TagColor } from '../../../shared/tags.js';

export interface TagColorClasses {
  /** Background, text and ring of a chip. */
  chip: string;
  /** A dot or a swatch of the colour. */
  swatch: string;
}

// Written out in full rather than built from the colour's name: Tailwind only generates classes it finds in the
// source as they are.
export const TAG_COLOR_CLASSES: Record<TagColor, TagColorClasses> = {
  gray: {
    chip: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
    swatch: 'bg-slate-500',
  },
  red: {
    chip: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
    swatch: 'bg-red-600',
  },
  orange: {
    chip: 'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800',
    swatch: 'bg-orange-600',
  },
  amber: {
    chip: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
    swatch: 'bg-amber-600',
  },
  green: {
    chip: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800',
    swatch: 'bg-green-600',
  },
  teal: {
    chip: 'bg-teal-100 text-teal-900 ring-teal-300 dark:bg-teal-950 dark:text-teal-100 dark:ring-teal-800',
    swatch: 'bg-teal-600',
  },
  blue: {
    chip: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-800',
    swatch: 'bg-blue-600',
  },
  indigo: {
    chip: 'bg-indigo-100 text-indigo-900 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-800',
    swatch: 'bg-indigo-600',
  },
  purple: {
    chip: 'bg-purple-100 text-purple-900 ring-purple-300 dark:bg-purple-950 dark:text-purple-100 dark:ring-purple-800',
    swatch: 'bg-purple-600',
  },
  pink: {
    chip: 'bg-pink-100 text-pink-900 ring-pink-300 dark:bg-pink-950 dark:text-pink-100 dark:ring-pink-800',
    swatch: 'bg-pink-600',
  },
};

export function tagColorClasses(color: TagColor): TagColorClasses {
  return TAG_COLOR_CLASSES[color] ?? TAG_COLOR_CLASSES.gray;
}
