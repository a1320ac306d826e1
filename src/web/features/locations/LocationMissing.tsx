import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A location that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function LocationMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MapPinOff}
      title={t('location.missing_title')}
      action={
        <ButtonLink to="/locations" variant="secondary">
          {t('location.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
