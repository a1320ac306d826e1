import { CircleSlash, ExternalLink } from 'lucide-react';
import { buttonClasses } from '../components/ui/Button.js';
import { CopyButton } from '../components/ui/CopyButton.js';

interface PublicAddressProps {
  url: string;
  copyLabel: string;
  openLabel: string;
  /** Why people who open it do not see it now (a closed form, a draft page); nothing when they do. */
  notice?: string | null;
}

/** A public page's address (a form's, a landing page's): shown as a link, to copy or open in a new tab. */
export function PublicAddress({ url, copyLabel, openLabel, notice }: PublicAddressProps) {
  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm [overflow-wrap:anywhere] text-brand-700">
        <a href={url} target="_blank" rel="noopener noreferrer" className="hover:underline" data-testid="public-url">
          {url}
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={url} label={copyLabel} />
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'px-3 py-2')}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {openLabel}
        </a>
      </div>
      {notice && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
    </div>
  );
}
