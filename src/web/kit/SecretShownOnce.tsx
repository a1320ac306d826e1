import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CopyButton } from '../components/ui/CopyButton.js';

/**
 * The one time a secret (an API key, a webhook's signing secret) is shown: in full, selectable, with a copy button and
 * a plain warning that it will not be shown again. It takes the focus, so a screen reader announces it at once.
 * `children` come below the secret (an example, until when an old secret still signs); `actions` close the panel.
 */
export function SecretShownOnce({
  title,
  warning,
  label,
  secret,
  copyLabel,
  testId,
  children,
  actions,
}: {
  title: string;
  warning: string;
  label: string;
  secret: string;
  copyLabel: string;
  /** The secret's test id, for the browser tests that read it. */
  testId: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const labelId = useId();
  useEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid={`${testId}-panel`}
      className="scroll-mt-24 space-y-4 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm outline-none sm:p-6"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <KeyRound className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <span className="min-w-0 break-words">{title}</span>
      </h3>
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {warning}
      </p>
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-700">
          {label}
        </p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-stretch">
          <code
            aria-labelledby={labelId}
            data-testid={testId}
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm wrap-anywhere text-slate-900 select-all"
          >
            {secret}
          </code>
          <CopyButton text={secret} label={copyLabel} className="justify-center" />
        </div>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">{actions}</div>
    </section>
  );
}
