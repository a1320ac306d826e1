import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format.js';

/** One entry of a top list on the home screen: its name and count, and a bar against the list's largest count. */
export function RankedRow({
  to,
  icon: Icon,
  label,
  count,
  top,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  top: number;
}) {
  const format = useFormat();
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 block rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="flex min-w-0 items-center gap-2 text-slate-800">
            <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{label}</span>
          </span>
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{format.number(count)}</span>
        </span>
        <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <span
            className="block h-full rounded-full bg-brand-500"
            style={{ width: `${top > 0 ? (count / top) * 100 : 0}%` }}
          />
        </span>
      </Link>
    </li>
  );
}
