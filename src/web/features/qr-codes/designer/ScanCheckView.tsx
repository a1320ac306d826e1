import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScanCheck, ScanProblem } from '../../../../shared/qr-codes.js';
import { useFormat } from '../../../i18n/format.js';
import { orderedProblems } from './scan-check-text.js';

/**
 * The scan check of the shown render: passed or failed, the score, the smallest print size that still scans, the
 * contrast, and each problem in words with how to fix it. A polite live region says the outcome when it changes.
 */
export function ScanCheckView({ check, stale }: { check: ScanCheck; stale: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const score = format.number(check.score);
  const contrast = format.number(check.contrast, { maximumFractionDigits: 1 });
  const problems = orderedProblems(check.problems);
  const summary = check.passed
    ? t('qr_designer.check.announce_passed', { score })
    : t('qr_designer.check.announce_failed', {
        score,
        problems: problems.map((problem) => t(`qr_designer.problem.${problem}.title`)).join('; '),
      });
  return (
    <div className={`space-y-3 transition-opacity ${stale ? 'opacity-60' : ''}`}>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {stale ? '' : summary}
      </p>
      <div
        className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
          check.passed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'
        }`}
      >
        {check.passed ? (
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
        ) : (
          <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
        )}
        <span className="min-w-0">{check.passed ? t('qr_designer.check.passed') : t('qr_designer.check.failed')}</span>
      </div>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{t('qr_designer.check.score')}</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {t('qr_designer.check.score_value', { score })}
        </dd>
        <dd className="col-span-2" aria-hidden="true">
          <span className="block h-1.5 overflow-hidden rounded-full bg-slate-200">
            <span
              className={`block h-full rounded-full ${check.score >= 80 ? 'bg-emerald-600' : check.score >= 50 ? 'bg-amber-500' : 'bg-red-600'}`}
              style={{ width: `${Math.max(0, Math.min(100, check.score))}%` }}
            />
          </span>
        </dd>
        <dt className="text-slate-600">{t('qr_designer.check.contrast')}</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {t('qr_designer.check.contrast_value', { ratio: contrast })}
        </dd>
      </dl>
      <p className="hint-text text-sm text-slate-700">
        {check.minPrintMm !== null
          ? t('qr_designer.check.min_print', {
              size: format.number(check.minPrintMm, { style: 'unit', unit: 'millimeter', maximumFractionDigits: 0 }),
            })
          : t('qr_designer.check.no_print')}
      </p>
      {!check.passed && problems.length > 0 && <ScanProblems problems={problems} />}
    </div>
  );
}

/** Each reason a design does not scan, and what to change. */
export function ScanProblems({ problems }: { problems: readonly ScanProblem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {orderedProblems(problems).map((problem) => (
        <li key={problem} className="rounded-lg bg-red-50 px-3 py-2 text-sm ring-1 ring-red-200">
          <p className="font-semibold text-red-900">{t(`qr_designer.problem.${problem}.title`)}</p>
          <p className="hint-text mt-0.5 text-red-800">{t(`qr_designer.problem.${problem}.fix`)}</p>
        </li>
      ))}
    </ul>
  );
}
