import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../shared/api-keys.js';
import { Button } from '../../components/ui/Button.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { usePublicConfig } from '../../session/session.js';
import { curlExample } from './api-keys.js';

/**
 * The one time a key's secret is shown: in full, selectable, with a copy button, a plain warning that it will not
 * be shown again, and a command that tries it. It takes the focus, so a screen reader announces it at once.
 */
export function NewApiKeyPanel({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  // The server's public address, as in the short links and the documentation's server, not whichever name this
  // browser happened to use.
  const example = curlExample(apiKey.secret, new URL(usePublicConfig().shortUrlBase).origin);

  useEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="new-api-key-title"
      className="scroll-mt-24 space-y-4 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm outline-none sm:p-6"
    >
      <h3 id="new-api-key-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <KeyRound className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <span className="min-w-0 break-words">{t('api_keys.secret_title', { name: apiKey.name })}</span>
      </h3>
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('api_keys.secret_warning')}
      </p>
      <div>
        <p id="new-api-key-label" className="text-sm font-medium text-slate-700">
          {t('api_keys.secret_label')}
        </p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-stretch">
          <code
            aria-labelledby="new-api-key-label"
            data-testid="api-key-secret"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm wrap-anywhere text-slate-900 select-all"
          >
            {apiKey.secret}
          </code>
          <CopyButton text={apiKey.secret} label={t('api_keys.copy_secret')} className="justify-center" />
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">{t('api_keys.example_label')}</p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
          <pre className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100">
            <code>{example}</code>
          </pre>
          <CopyButton text={example} label={t('api_keys.copy_example')} className="justify-center" />
        </div>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('api_keys.done')}
        </Button>
      </div>
    </section>
  );
}
