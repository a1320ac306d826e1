import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadError } from '../../components/ui/QueryStatus.js';

/** A link that cannot be shown: gone (deleted, another workspace's) or not loaded because of an error. */
export function MissingLink({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError && error.status === 404)) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <EmptyState
      icon={Link2Off}
      title={t('link.missing_title')}
      action={
        <ButtonLink to="/links" variant="secondary">
          {t('link.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
