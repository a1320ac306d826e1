import { LockKeyhole, Route, Split, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What makes a link's or a dynamic QR code's destination smart, as both answer it. */
export interface SmartFacts {
  rules: readonly unknown[];
  split: readonly unknown[];
  passwordProtected: boolean;
}

/**
 * Small icons on a link or QR code card for what decides where a visitor goes beyond the one target: targeting
 * rules, an A/B split, a password. Each is named for screen readers and in its tooltip; nothing shows for a plain one.
 */
export function SmartIndicators({ facts }: { facts: SmartFacts }) {
  const { t } = useTranslation();
  const shown: { key: string; icon: LucideIcon; label: string }[] = [
    ...(facts.rules.length > 0
      ? [{ key: 'rules', icon: Route, label: t('list.smart_rules', { number: facts.rules.length }) }]
      : []),
    ...(facts.split.length > 0
      ? [{ key: 'split', icon: Split, label: t('list.smart_split', { number: facts.split.length }) }]
      : []),
    ...(facts.passwordProtected ? [{ key: 'password', icon: LockKeyhole, label: t('list.smart_password') }] : []),
  ];
  if (shown.length === 0) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1" data-testid="smart-indicators">
      {shown.map(({ key, icon: Icon, label }) => (
        <span
          key={key}
          role="img"
          aria-label={label}
          title={label}
          className="inline-flex size-6 items-center justify-center rounded-full bg-violet-50 text-violet-800 ring-1 ring-violet-200 ring-inset"
        >
          <Icon className="size-3.5" aria-hidden="true" />
        </span>
      ))}
    </span>
  );
}
