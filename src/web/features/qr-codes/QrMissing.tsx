import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A code that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function QrMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={QrCode}
      title={t('qr_code.missing_title')}
      action={
        <ButtonLink to="/qr-codes" variant="secondary">
          {t('qr_code.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
