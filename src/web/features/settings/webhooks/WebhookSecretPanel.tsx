import { Clock, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookWithSecret } from '../../../../shared/webhooks.js';
import { Button } from '../../../components/ui/Button.js';
import { CopyButton } from '../../../components/ui/CopyButton.js';
import { useFormat } from '../../../i18n/format.js';
import { previousSecretSigns } from './webhook-status.js';

/**
 * The one time an endpoint's signing secret is shown, after it was created or its secret rotated: in full,
 * selectable, with a copy button and a plain warning that it will not be shown again; after a rotation, until when
 * the old secret keeps signing too. It takes the focus, so a screen reader announces it at once.
 */
export function WebhookSecretPanel({
  webhook,
  title,
  onDone,
  extraAction,
}: {
  webhook: WebhookWithSecret;
  title: string;
  onDone: () => void;
  /** Another way on beside "done", e.g. to the new endpoint's screen. */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const labelId = useId();
  useEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="webhook-secret-panel"
      className="scroll-mt-24 space-y-4 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm outline-none sm:p-6"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <KeyRound className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <span className="min-w-0 break-words">{title}</span>
      </h3>
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('webhooks.secret_warning')}
      </p>
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-700">
          {t('webhooks.secret_label')}
        </p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-stretch">
          <code
            aria-labelledby={labelId}
            data-testid="webhook-secret"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm wrap-anywhere text-slate-900 select-all"
          >
            {webhook.secret}
          </code>
          <CopyButton text={webhook.secret} label={t('webhooks.copy_secret')} className="justify-center" />
        </div>
      </div>
      {webhook.previousSecretUntil && previousSecretSigns(webhook) && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {t('webhooks.previous_secret_signs', {
            time: format.date(webhook.previousSecretUntil, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {extraAction}
        <Button variant="secondary" onClick={onDone}>
          {t('webhooks.secret_done')}
        </Button>
      </div>
    </section>
  );
}
