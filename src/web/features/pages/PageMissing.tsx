import { FileX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A page that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function PageMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileX2}
      title={t('page.missing_title')}
      action={
        <ButtonLink to="/pages" variant="secondary">
          {t('page.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
