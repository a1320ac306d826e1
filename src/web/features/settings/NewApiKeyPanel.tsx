import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../shared/api-keys.js';
import { Button } from '../../components/ui/Button.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { SecretShownOnce } from '../../kit/SecretShownOnce.js';
import { usePublicConfig } from '../../session/session.js';
import { curlExample } from './api-keys.js';

/** The one time a key's secret is shown (SecretShownOnce), with a command that tries it. */
export function NewApiKeyPanel({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  // The server's public address, as in the short links and the documentation's server, not whichever name this
  // browser happened to use.
  const example = curlExample(apiKey.secret, new URL(usePublicConfig().shortUrlBase).origin);

  return (
    <SecretShownOnce
      title={t('api_keys.secret_title', { name: apiKey.name })}
      warning={t('api_keys.secret_warning')}
      label={t('api_keys.secret_label')}
      secret={apiKey.secret}
      copyLabel={t('api_keys.copy_secret')}
      testId="api-key-secret"
      actions={
        <Button variant="secondary" onClick={onDone}>
          {t('api_keys.done')}
        </Button>
      }
    >
      <div>
        <p className="text-sm font-medium text-slate-700">{t('api_keys.example_label')}</p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
          <pre className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100">
            <code>{example}</code>
          </pre>
          <CopyButton text={example} label={t('api_keys.copy_example')} className="justify-center" />
        </div>
      </div>
    </SecretShownOnce>
  );
}
