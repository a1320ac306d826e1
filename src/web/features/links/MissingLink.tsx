import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A link that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function MissingLink() {
  const { t } = useTranslation();
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
