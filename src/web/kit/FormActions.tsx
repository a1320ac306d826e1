import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button.js';
import { ButtonLink } from '../components/ui/ButtonLink.js';

/** The foot of a create or edit form: Cancel back to `cancelTo`, and the submit button (busy while saving). */
export function FormActions({ cancelTo, submitLabel, busy }: { cancelTo: string; submitLabel: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <ButtonLink to={cancelTo} variant="secondary">
        {t('common.cancel')}
      </ButtonLink>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
