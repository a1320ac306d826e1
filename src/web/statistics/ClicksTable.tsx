import { useTranslation } from 'react-i18next';
import type { Click } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { CountryFlag } from './CountryFlag.js';
import { useStatLabels } from './stat-labels.js';

// Fixed widths that add up to the card's width on a laptop (1440 px: about 69 rem inside the page), so the table
// fits without scrolling there; long values are cut with an ellipsis and shown whole on hover, long one-word
// headings break where their translation has a soft hyphen. Narrower screens scroll the table sideways.
const COLUMNS = [
  { id: 'time', width: 'w-[7rem]' },
  { id: 'country', width: 'w-[8rem]' },
  { id: 'region', width: 'w-[7rem]' },
  { id: 'city', width: 'w-[7rem]' },
  { id: 'org', width: 'w-[8rem]' },
  { id: 'os', width: 'w-[7.5rem]' },
  { id: 'os_version', width: 'w-[6rem]' },
  { id: 'device', width: 'w-[8.5rem]' },
  { id: 'referrer', width: '' },
] as const;

/**
 * One row per click, in a box that scrolls (by keyboard too) so fifty rows do not push the page away. The box is a
 * region named by the heading whose id is `labelledBy`.
 */
export function ClicksTable({ clicks, labelledBy }: { clicks: Click[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useStatLabels();

  return (
    <div
      className="max-h-[32rem] overflow-auto border-t border-slate-200"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <table className="w-full min-w-[60rem] table-fixed text-left text-sm lg:min-w-0">
        <thead className="text-xs font-semibold text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`sticky top-0 bg-slate-50 px-3 py-2.5 align-bottom shadow-[inset_0_-1px_0_var(--color-slate-200)] first:pl-5 ${column.width}`}
              >
                {t(`stats.column.${column.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clicks.map((click) => {
            const device = [click.deviceVendor, click.deviceModel].filter(Boolean).join(' ');
            const browser = [click.browserName, click.browserVersion].filter(Boolean).join(' ');
            return (
              <tr key={click.id} className="align-top text-slate-700 hover:bg-slate-50">
                <td className="py-2 pr-3 pl-5 text-slate-900">
                  <time dateTime={click.createdAt} className="block">
                    <span className="block truncate">{format.date(click.createdAt, { dateStyle: 'short' })}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {format.date(click.createdAt, { timeStyle: 'medium' })}
                    </span>
                  </time>
                </td>
                <Cell text={labels.country(click.country)}>
                  <CountryFlag code={click.country} />
                  {labels.country(click.country)}
                </Cell>
                <Cell text={labels.orUnknown(click.region)} />
                <Cell text={labels.orUnknown(click.city)} />
                <Cell text={labels.orUnknown(click.org)} />
                <Cell text={labels.orUnknown(click.osName)} />
                <Cell text={labels.orUnknown(click.osVersion)} />
                <Cell text={labels.orUnknown(device)} second={browser || undefined} />
                <Cell text={click.referrer ?? t('stats.no_referrer')} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A cell cut to its column, whole on hover; `second` is a smaller second line (a device's browser). */
function Cell({ text, second, children }: { text: string; second?: string; children?: React.ReactNode }) {
  return (
    <td className="px-3 py-2" title={second ? `${text} · ${second}` : text}>
      <span className="block truncate">{children ?? text}</span>
      {second && <span className="block truncate text-xs text-slate-500">{second}</span>}
    </td>
  );
}
