/**
 * The picture beside the sign-in form: a phone scanning a printed code and the statistics it feeds. `scanLabel` is
 * the call to action printed under the code, in the interface language.
 */
export function ScanIllustration({ scanLabel, className = '' }: { scanLabel: string; className?: string }) {
  return (
    <svg viewBox="0 0 360 260" className={className} role="img" aria-hidden="true">
      <defs>
        <linearGradient id="scan-card" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
      </defs>
      <rect x="20" y="40" width="150" height="170" rx="16" fill="url(#scan-card)" />
      <g fill="#312e81">
        <rect x="45" y="65" width="36" height="36" rx="6" />
        <rect x="109" y="65" width="36" height="36" rx="6" />
        <rect x="45" y="129" width="36" height="36" rx="6" />
        <rect x="112" y="132" width="12" height="12" rx="2" />
        <rect x="130" y="150" width="12" height="12" rx="2" />
        <rect x="92" y="110" width="10" height="10" rx="2" />
        <rect x="92" y="80" width="10" height="10" rx="2" />
        <rect x="60" y="112" width="10" height="10" rx="2" />
      </g>
      <g fill="#fff">
        <rect x="55" y="75" width="16" height="16" rx="3" />
        <rect x="119" y="75" width="16" height="16" rx="3" />
        <rect x="55" y="139" width="16" height="16" rx="3" />
      </g>
      <text x="95" y="195" textAnchor="middle" fontSize="13" fontWeight="700" fill="#4338ca">
        {scanLabel}
      </text>
      <rect x="200" y="20" width="120" height="220" rx="22" fill="#1e1b4b" />
      <rect x="210" y="38" width="100" height="184" rx="12" fill="#eef2ff" />
      <path
        d="M222 190 L242 168 L262 176 L282 140 L300 120"
        stroke="#4f46e5"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#6366f1">
        <rect x="222" y="60" width="76" height="10" rx="5" />
        <rect x="222" y="78" width="50" height="8" rx="4" opacity=".5" />
      </g>
      <circle cx="300" cy="120" r="7" fill="#22c55e" />
      <path d="M170 125 L200 125" stroke="#a5b4fc" strokeWidth="3" strokeDasharray="6 6" />
    </svg>
  );
}
