import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Expired", on a link that no longer leads to its address: red, with an icon, so it is not told by colour alone. */
export function ExpiredBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset"
      data-testid="link-expired"
    >
      <Clock className="size-3.5" aria-hidden="true" />
      {t('link.expired_badge')}
    </span>
  );
}
