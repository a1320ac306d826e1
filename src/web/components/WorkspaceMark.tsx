import { initialsOf } from './initials.js';

// Pale tile, dark letters: each pair is above 7:1, so the initials read at any size.
const TONES = [
  'bg-brand-100 text-brand-900',
  'bg-emerald-100 text-emerald-900',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
];

/** The same tone for a workspace wherever it shows (switcher, settings), picked by its id. */
function toneOf(id: string): string {
  let sum = 0;
  for (const char of id) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[sum % TONES.length] ?? TONES[0]!;
}

/**
 * A workspace's tile: the initials of its name on a tone of its own, so workspaces are told apart at a glance.
 * Decorative: the name always stands beside it or in the control's name.
 */
export function WorkspaceMark({ id, name, size = 'md' }: { id: string; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const dimension = { sm: 'size-7 text-[0.6875rem]', md: 'size-9 text-sm', lg: 'size-12 text-base' }[size];
  return (
    <span
      aria-hidden="true"
      className={`${dimension} ${toneOf(id)} inline-flex shrink-0 items-center justify-center rounded-lg font-semibold`}
    >
      {initialsOf(name) || '·'}
    </span>
  );
}
