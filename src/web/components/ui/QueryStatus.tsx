import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Spinner } from './Spinner.js';

/** The loading state of a section whose data is on its way. */
export function LoadingBlock({ className = 'py-16' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-center text-brand-600 ${className}`} role="status" aria-live="polite">
      <Spinner className="size-7" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** A failed load, said in words, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Alert tone="error">{errorText(t, error)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
