import { useTranslation } from 'react-i18next';
import { RuleList } from './RuleList.js';
import { RuleTester } from './RuleTester.js';
import { SplitEditor } from './SplitEditor.js';

/**
 * The smart destination of a link or a dynamic QR code (docs/smart-links.md), inside its form (a FormProvider whose
 * values hold SmartFormValues): the targeting rules, the A/B split of the default target, and the tester that asks
 * both about a made-up visitor. `defaultUrl` is where a visitor goes whom no rule and no split sends elsewhere, as
 * far as the form knows it (null while it cannot tell, such as a QR code leading to a form).
 */
export function SmartDestinationFields({ defaultUrl }: { defaultUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6" data-testid="smart-destination">
      <p className="hint-text text-sm text-slate-600">{t('smart.section_text')}</p>
      <RuleList />
      <SplitEditor defaultUrl={defaultUrl} />
      <RuleTester defaultUrl={defaultUrl} />
    </div>
  );
}
