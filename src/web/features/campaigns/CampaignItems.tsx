import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignDetail } from '../../../shared/campaigns.js';
import { useFormat } from '../../i18n/format.js';
import { ITEM_SOURCES } from './item-options.js';
import { Can } from '../../kit/Can.js';

/** What the campaign holds, by kind, each item linking to its own page; a kind it has none of says so. */
export function CampaignItems({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const empty = ITEM_SOURCES.every((source) => campaign.items[source.key].length === 0);
  return (
    <section
      aria-labelledby="campaign-items-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="campaign-items-title" className="text-base font-semibold text-slate-900">
        {t('campaign.items_label')}
      </h2>
      {empty ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <p>{t('campaign.no_items_text')}</p>
          <Can permission="edit">
            <Link
              to={`/campaign/edit/${campaign.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('campaign.add_items')}
            </Link>
          </Can>
        </div>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {ITEM_SOURCES.map((source) => {
            const items = campaign.items[source.key];
            const Icon = source.icon;
            return (
              <div key={source.key} className="min-w-0" data-testid={`campaign-items-${source.key}`}>
                <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
                  <Icon className="size-4 text-slate-500" aria-hidden="true" />
                  {t(`campaign.items.${source.key}.label`)}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                    {format.number(items.length)}
                  </span>
                </h3>
                {items.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-500">{t(`campaign.items.${source.key}.empty`)}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
                    {items.map((item) => (
                      <li key={item.id}>
                        <Link
                          to={source.path(item.id)}
                          className="block px-3 py-2.5 text-sm hover:bg-slate-50 focus-visible:bg-slate-50"
                        >
                          <span className="block font-medium break-words text-slate-800">{item.name}</span>
                          {item.url && (
                            <span className="block truncate font-mono text-xs text-slate-500">{item.url}</span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
