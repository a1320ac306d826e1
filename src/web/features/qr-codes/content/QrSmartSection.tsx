import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QrCode } from '../../../../shared/qr-codes.js';
import { PasswordSetting, SmartDestinationFields } from '../../smart/index.js';
import type { QrFormValues } from './qr-form.js';
import { useWorkspaceLinks } from './use-workspace-links.js';

/**
 * A dynamic code's smart destination: targeting rules, an A/B split and a password, with the tester. Its default
 * target is what the code's target gives as far as the form knows: the address typed, the chosen link's address,
 * or the saved form's or page's public address while that target is unchanged.
 */
export function QrSmartSection({ className, saved }: { className: string; saved: QrCode | null }) {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const target = useWatch({ control: form.control, name: 'target' });
  const links = useWorkspaceLinks(target.kind === 'link');
  const savedTarget = saved?.target ?? null;
  let defaultUrl: string | null = null;
  if (target.kind === 'url') defaultUrl = target.url.trim() || null;
  else if (target.kind === 'link') defaultUrl = links.data?.find((link) => link.id === target.linkId)?.url ?? null;
  else if (
    savedTarget?.kind === 'feedback' &&
    target.kind === 'feedback' &&
    savedTarget.feedbackId === target.feedbackId
  ) {
    defaultUrl = savedTarget.url;
  } else if (savedTarget?.kind === 'page' && target.kind === 'page' && savedTarget.pageId === target.pageId) {
    defaultUrl = savedTarget.url;
  }
  return (
    <section className={className} aria-labelledby="qr-smart-title">
      <h2 id="qr-smart-title" className="text-base font-semibold text-slate-900">
        {t('smart.section_title')}
      </h2>
      <SmartDestinationFields defaultUrl={defaultUrl} />
      <PasswordSetting protectedNow={saved?.passwordProtected ?? false} />
    </section>
  );
}
