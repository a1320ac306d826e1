// The UTM builder's wiring: the address is the one truth (what is saved), the five fields are a view of its utm_
// parameters that writes them back with withUtm as they are typed.
import { withScheme } from '../../../shared/target-url.js';
import { UTM_FIELDS, utmOf, withUtm, type UtmField, type UtmTemplate } from '../../../shared/utm.js';

export type UtmTexts = Record<UtmField, string>;

export const NO_UTM: UtmTexts = { source: '', medium: '', campaign: '', term: '', content: '' };

/** The fields as an address fills them: its utm_ values, blank where it has none. */
export function utmTextsOf(url: string): UtmTexts {
  return { ...NO_UTM, ...utmOf(withScheme(url)) };
}

export function hasUtm(url: string): boolean {
  return Object.keys(utmOf(withScheme(url))).length > 0;
}

/** True when the address can carry parameters: it reads as a web address once https:// is added. */
export function canCarryUtm(url: string): boolean {
  const full = withScheme(url);
  if (!full) return false;
  try {
    return /^https?:$/.test(new URL(full).protocol);
  } catch {
    return false;
  }
}

/**
 * The address with the fields' values: set where a field has one, removed where it is blank; https:// is added
 * first (people paste `example.com/menu`), since only a full address has parameters to set.
 */
export function addressWithUtm(url: string, texts: Partial<UtmTexts>): string {
  if (!canCarryUtm(url)) return url;
  return withUtm(withScheme(url), texts);
}

/**
 * The fields after the address changed: kept as typed while they say the same as the address (a value being typed
 * with a trailing space, which withUtm trims), read again from the address when it says otherwise (it was edited or
 * pasted in its own field).
 */
export function syncTexts(texts: UtmTexts, url: string): UtmTexts {
  const fromUrl = utmTextsOf(url);
  const same = UTM_FIELDS.every((field) => texts[field].trim() === fromUrl[field]);
  return same ? texts : fromUrl;
}

/**
 * The fields as a template fills them: all five, blank where it has no value, so the address carries exactly the
 * template's set (choosing one template after another leaves nothing of the first behind).
 */
export function applyTemplate(template: Pick<UtmTemplate, UtmField>): UtmTexts {
  const next = { ...NO_UTM };
  for (const field of UTM_FIELDS) next[field] = template[field] ?? '';
  return next;
}
