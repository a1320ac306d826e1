/** The Scanlink mark (the favicon's QR motif) and, optionally, the word. */
export function Logo({ withName = true, className = '' }: { withName?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#4f46e5" />
        <g fill="#fff">
          <rect x="6" y="6" width="8" height="8" rx="1.5" />
          <rect x="18" y="6" width="8" height="8" rx="1.5" />
          <rect x="6" y="18" width="8" height="8" rx="1.5" />
          <rect x="18" y="18" width="3.5" height="3.5" rx=".8" />
          <rect x="22.5" y="22.5" width="3.5" height="3.5" rx=".8" />
        </g>
        <g fill="#4f46e5">
          <rect x="8.5" y="8.5" width="3" height="3" />
          <rect x="20.5" y="8.5" width="3" height="3" />
          <rect x="8.5" y="20.5" width="3" height="3" />
        </g>
      </svg>
      {withName && <span className="text-lg">Scanlink</span>}
    </span>
  );
}
