/** The words of a live badge, in the page's terms (clicks, scans, responses). */
export interface LiveStatusTexts {
  live: string;
  offline: string;
  liveHint: string;
  offlineHint: string;
}

/** Tells whether new figures appear by themselves (the live stream is connected) or the page is reconnecting. */
export function LiveStatus({ live, texts }: { live: boolean; texts: LiveStatusTexts }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        live ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600'
      }`}
      title={live ? texts.liveHint : texts.offlineHint}
    >
      <span
        className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400'}`}
        aria-hidden="true"
      />
      {live ? texts.live : texts.offline}
    </span>
  );
}
