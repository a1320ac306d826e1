import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Click } from '../../../shared/stats.js';
import { CountryFlag } from '../../statistics/CountryFlag.js';
import { LiveBadge } from '../../statistics/LiveBadge.js';
import { useStatLabels } from '../../statistics/stat-labels.js';
import { clickSubjectName, useFeedNames } from './feed-names.js';
import { useAgo } from './use-ago.js';

/** The newest clicks of the workspace, with new ones arriving on top as they happen, named by their code or link. */
export function LiveFeed({
  clicks,
  linkNames,
  live,
}: {
  clicks: Click[] | undefined;
  linkNames: Map<string, string>;
  live: boolean;
}) {
  const { t } = useTranslation();
  const labels = useStatLabels();
  const ago = useAgo();
  const names = useFeedNames(clicks, linkNames);
  return (
    <section aria-labelledby="live-feed" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="live-feed" className="text-base font-semibold text-slate-900">
          {t('home.live_feed')}
        </h2>
        <LiveBadge live={live} />
      </div>
      {clicks && clicks.length === 0 ? (
        <div className="mt-4 flex items-start gap-3 text-sm text-slate-500">
          <Radio className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{t('home.live_feed_empty')}</p>
        </div>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100" aria-live="polite" aria-relevant="additions">
          {(clicks ?? []).map((click) => {
            const place = [click.city, click.country ? labels.country(click.country) : null].filter(Boolean).join(', ');
            const device = [click.deviceVendor, click.deviceModel].filter(Boolean).join(' ') || click.osName;
            return (
              <li key={click.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                <span className="min-w-0">
                  <span className="block truncate text-slate-900">
                    <CountryFlag code={click.country} />
                    {place || labels.unknown}
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {[
                      clickSubjectName(click, names) ?? t(click.qrId ? 'home.a_qr_code' : 'home.a_link'),
                      device,
                      click.browserName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <time dateTime={click.createdAt} className="shrink-0 text-xs text-slate-500">
                  {ago(click.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
