import { ArrowRight } from 'lucide-react';

/** Where something leads: an arrow (named `label` for screen readers) and the address, which opens in a new tab. */
export function TargetUrl({ url, label, testId }: { url: string; label: string; testId?: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <ArrowRight className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={label} />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="min-w-0 [overflow-wrap:anywhere] hover:underline"
        data-testid={testId}
      >
        {url}
      </a>
    </p>
  );
}
