import { useState } from 'react';
import { initialsOf } from './initials.js';

/**
 * The user's picture, or their initials on a brand-coloured disc (also when the picture does not load: an address
 * elsewhere that went away). Decorative: whatever contains it names the person (and, where the initials show,
 * includes them in its name, WCAG 2.5.3).
 */
export function Avatar({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const dimension = { sm: 'size-8 text-xs', md: 'size-9 text-sm', lg: 'size-11 text-base', xl: 'size-20 text-2xl' }[
    size
  ];
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt=""
        // Google's picture addresses refuse some referrers; and where a person's picture is shown is nobody's business.
        referrerPolicy="no-referrer"
        onError={() => setFailed(url)}
        className={`${dimension} shrink-0 rounded-full bg-slate-100 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${dimension} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700`}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
