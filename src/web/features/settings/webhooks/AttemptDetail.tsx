import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookAttempt } from '../../../../shared/webhooks.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { CopyButton } from '../../../components/ui/CopyButton.js';
import { errorText } from '../../../i18n/errors.js';
import { prettyBody } from './webhook-status.js';
import { useResend } from './webhooks-api.js';

// Long lines wrap rather than scroll sideways: inside a table, a wide block would widen the whole page on a phone.
const codeBlock =
  'max-h-80 overflow-y-auto rounded-lg bg-slate-900 px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100';

/**
 * What one attempt sent and got back: the message's id, the request's headers and body (JSON indented), the first
 * 4 KB of the answer, and sending the message again.
 */
export function AttemptDetail({ webhookId, attempt }: { webhookId: string; attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const resend = useResend(webhookId);
  const body = prettyBody(attempt.requestBody);
  const headers = Object.entries(attempt.requestHeaders);
  return (
    <div className="min-w-0 space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-slate-700">
          <span className="block text-xs font-medium text-slate-500">{t('webhooks.message_id')}</span>
          <code className="font-mono text-xs wrap-anywhere text-slate-900">{attempt.messageId}</code>
        </p>
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate(attempt.messageId)}>
          <Send className="size-4" aria-hidden="true" />
          {t('webhooks.resend')}
        </Button>
      </div>
      {resend.isSuccess && <Alert tone="success">{t('webhooks.resend_queued')}</Alert>}
      {resend.isError && <Alert tone="error">{errorText(t, resend.error)}</Alert>}
      <Block title={t('webhooks.request_headers')}>
        <dl className="grid gap-x-3 gap-y-1 rounded-lg bg-white p-3 font-mono text-xs ring-1 ring-slate-200 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-slate-700">{name}</dt>
              <dd className="mb-1 wrap-anywhere text-slate-900 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block title={t('webhooks.request_body')} copy={{ text: body, label: t('webhooks.copy_body') }}>
        <pre className={codeBlock}>
          <code>{body}</code>
        </pre>
      </Block>
      <Block title={t('webhooks.response_body')}>
        {attempt.responseBody === '' ? (
          <p className="text-slate-500">{t('webhooks.response_empty')}</p>
        ) : (
          <pre className={codeBlock}>
            <code>{attempt.responseBody}</code>
          </pre>
        )}
      </Block>
    </div>
  );
}

function Block({
  title,
  copy,
  children,
}: {
  title: string;
  copy?: { text: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
        {copy && <CopyButton text={copy.text} label={copy.label} />}
      </div>
      {children}
    </div>
  );
}
