import { PanelsTopLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QrTarget } from '../../../shared/qr-codes.js';

type PageTarget = Extract<QrTarget, { kind: 'page' }>;

/** A page code's landing page: its name leading to the page's screen, or "page deleted" once it is gone. */
export function PageTargetName({ target, className = '' }: { target: PageTarget; className?: string }) {
  const { t } = useTranslation();
  if (target.pageName === null) {
    return (
      <span className={`font-medium text-red-700 ${className}`} data-testid="qr-target-page-name">
        {t('page.qr_target.deleted_short')}
      </span>
    );
  }
  return (
    <Link
      to={`/page/${target.pageId}`}
      className={`font-semibold text-brand-700 hover:underline ${className}`}
      data-testid="qr-target-page-name"
    >
      {target.pageName}
    </Link>
  );
}

/** One line for a card: the page's icon and name. */
export function PageTargetLine({ target }: { target: PageTarget }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm">
      <PanelsTopLeft className="size-4 shrink-0 text-slate-500" aria-label={t('page.qr_target.kind')} />
      <PageTargetName target={target} className="truncate" />
    </p>
  );
}
