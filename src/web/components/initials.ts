// Graphemes, not UTF-16 units: an emoji, a flag or a letter with a combining accent is one character to a reader.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/** Up to two initials of a name ("Ada Lovelace" → "AL", "😀 Ada" → "😀A"), whole characters, as the avatar shows them. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => firstGrapheme(part).toLocaleUpperCase())
    .join('');
}

/**
 * The initials when a person can say them (letters only), for a control's accessible name that starts with what it
 * shows; null when they hold an emoji or a symbol, which a screen reader would read out as a description.
 */
export function speakableInitials(name: string): string | null {
  const initials = initialsOf(name);
  return /^[\p{L}\p{M}]+$/u.test(initials) ? initials : null;
}
