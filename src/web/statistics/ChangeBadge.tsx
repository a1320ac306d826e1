import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.js';

/**
 * How a figure moved against the period before: up (green) or down (red) by a percentage, "new" when there was
 * nothing before, "no change". The words say it too, for screen readers and for colour-blind eyes.
 */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (current === previous) {
    return <span className="text-xs font-medium text-slate-500">{t('stats.change_none')}</span>;
  }
  if (previous === 0) {
    return (
      <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-emerald-700">
        <ArrowUpRight className="size-3.5" aria-hidden="true" />
        {t('stats.change_new')}
      </span>
    );
  }
  const change = (current - previous) / previous;
  const up = change > 0;
  const amount = format.number(Math.abs(change), {
    style: 'percent',
    maximumFractionDigits: Math.abs(change) < 0.1 ? 1 : 0,
  });
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs font-semibold ${up ? 'text-emerald-700' : 'text-red-700'}`}
      title={t('stats.change_from', { previous: format.number(previous) })}
    >
      <Arrow className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t(up ? 'stats.change_up' : 'stats.change_down', { amount })}</span>
      <span aria-hidden="true">{amount}</span>
    </span>
  );
}
