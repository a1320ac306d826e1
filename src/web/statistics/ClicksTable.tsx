import { useTranslation } from 'react-i18next';
import type { Click } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { CountryFlag } from './CountryFlag.js';
import { useStatLabels } from './stat-labels.js';

/**
 * One row per click, in a box that scrolls (by keyboard too) so fifty rows do not push the page away. The box is a
 * region named by the heading whose id is `labelledBy`.
 */
export function ClicksTable({ clicks, labelledBy }: { clicks: Click[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useStatLabels();
  const columns = ['time', 'country', 'region', 'city', 'org', 'os', 'os_version', 'device', 'browser', 'referrer'];

  return (
    <div
      className="max-h-[32rem] overflow-auto border-t border-slate-200"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <table className="min-w-full text-left text-sm">
        <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="sticky top-0 bg-slate-50 px-4 py-2.5 whitespace-nowrap shadow-[inset_0_-1px_0_var(--color-slate-200)] first:pl-5"
              >
                {t(`stats.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clicks.map((click) => (
            <tr key={click.id} className="text-slate-700 hover:bg-slate-50">
              <td className="py-2.5 pr-4 pl-5 whitespace-nowrap text-slate-900">
                <time dateTime={click.createdAt}>
                  {format.date(click.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
                </time>
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">
                <CountryFlag code={click.country} />
                {labels.country(click.country)}
              </td>
              <Cell>{labels.orUnknown(click.region)}</Cell>
              <Cell>{labels.orUnknown(click.city)}</Cell>
              <Cell>{labels.orUnknown(click.org)}</Cell>
              <Cell>{labels.orUnknown(click.osName)}</Cell>
              <Cell>{labels.orUnknown(click.osVersion)}</Cell>
              <Cell>{labels.orUnknown([click.deviceVendor, click.deviceModel].filter(Boolean).join(' '))}</Cell>
              <Cell>{labels.orUnknown([click.browserName, click.browserVersion].filter(Boolean).join(' '))}</Cell>
              <Cell>{click.referrer ?? t('stats.no_referrer')}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ children }: { children: string }) {
  return (
    <td className="max-w-56 truncate px-4 py-2.5 whitespace-nowrap" title={children}>
      {children}
    </td>
  );
}
