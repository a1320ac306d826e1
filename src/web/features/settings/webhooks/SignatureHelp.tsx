import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton.js';

// The headers every message carries, as the Standard Webhooks specification names them.
const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

// Code is the same in every language; the library is the specification's own for Node.js.
const EXAMPLE = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.SCANLINK_WEBHOOK_SECRET); // whsec_…
// Throws unless the signature matches and the timestamp is recent.
const message = webhook.verify(rawBody, request.headers);`;

/**
 * How a receiver knows a message came from here: the three headers, then, folded away, how to check the signature
 * by hand and with the specification's library. Shown on the integrations page and on each endpoint's screen.
 */
export function SignatureHelp() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 text-sm text-slate-600">
      <p className="max-w-2xl">{t('webhooks.signing_intro')}</p>
      <dl className="grid gap-2 sm:grid-cols-3">
        {HEADERS.map((header) => (
          <div key={header} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt>
              <code className="font-mono text-xs font-semibold text-slate-900">{header}</code>
            </dt>
            <dd className="mt-0.5 text-xs text-slate-600">{t(`webhooks.header_${header.replace('webhook-', '')}`)}</dd>
          </div>
        ))}
      </dl>
      <details className="group rounded-lg border border-slate-200 bg-white">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
          {t('webhooks.verify_title')}
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-3 py-3">
          <ol className="list-decimal space-y-1.5 pl-5">
            <li>{t('webhooks.verify_step_content')}</li>
            <li>{t('webhooks.verify_step_key')}</li>
            <li>{t('webhooks.verify_step_compare')}</li>
            <li>{t('webhooks.verify_step_replay')}</li>
          </ol>
          <p>{t('webhooks.verify_library')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <pre className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-xs leading-relaxed text-slate-100">
              <code>{EXAMPLE}</code>
            </pre>
            <CopyButton text={EXAMPLE} label={t('webhooks.copy_example')} className="justify-center" />
          </div>
        </div>
      </details>
    </div>
  );
}
