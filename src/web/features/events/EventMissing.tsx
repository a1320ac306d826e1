import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** An event that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function EventMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarX2}
      title={t('event.missing_title')}
      action={
        <ButtonLink to="/events" variant="secondary">
          {t('event.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
