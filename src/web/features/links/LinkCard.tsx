import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Link } from '../../../shared/links.js';
import { SmartIndicators } from '../../components/SmartIndicators.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { TagChips } from '../tags/index.js';
import { displayUrl } from './display-url.js';
import { ExpiredBadge } from './ExpiredBadge.js';
import { useExpired } from './link-expiry.js';

/**
 * One link in the list: what it is called (marked when expired, and when rules, a split or a password decide where
 * it leads), its tags, where it lives and leads, how often it was clicked.
 */
export function LinkCard({ link }: { link: Link }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expired = useExpired(link);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 truncate text-base font-semibold text-slate-900" title={link.name}>
          {link.name}
        </h2>
        {expired && <ExpiredBadge />}
        <span className="ml-auto">
          <SmartIndicators facts={link} />
        </span>
      </div>
      <p className="mt-1 truncate font-mono text-sm text-brand-700" title={link.shortUrl}>
        {displayUrl(link.shortUrl)}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600" title={link.url}>
        <ArrowRight className="size-4 shrink-0 text-slate-500" aria-label={t('link.leads_to')} />
        <span className="truncate">{displayUrl(link.url)}</span>
      </p>
      {link.tags.length > 0 && (
        <div className="mt-3">
          <TagChips tags={link.tags} />
        </div>
      )}
      <div className="mt-5 flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t('link.clicks')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.number(link.clicks)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('link.created')}</dt>
            <dd className="text-slate-700">
              <time dateTime={link.createdAt}>{format.date(link.createdAt, { dateStyle: 'medium' })}</time>
            </dd>
          </div>
        </dl>
        <RouterLink
          to={`/link/${link.id}`}
          aria-label={t('link.details_for', { name: link.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('link.details')}
        </RouterLink>
      </div>
    </article>
  );
}
