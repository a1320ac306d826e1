import { initialsOf } from './initials.js';

/**
 * The user's picture, or their initials on a brand-coloured disc. Decorative: whatever contains it names the person
 * (and, where the initials show, includes them in its name, WCAG 2.5.3).
 */
export function Avatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const dimension = { sm: 'size-8 text-xs', md: 'size-9 text-sm', lg: 'size-11 text-base' }[size];
  if (url) return <img src={url} alt="" className={`${dimension} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${dimension} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700`}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
