import { KeyRound, Monitor, UserRound, Wrench } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/audit.js';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { useFormat } from '../../i18n/format.js';

const ACTOR_ICONS = { person: UserRound, api_key: KeyRound, product: Wrench } as const;

/**
 * The entries, newest first: when, who (a person, a key with its maker, or the product), what happened to which
 * object (named as it was), and where from. A table on wide screens, a card per entry on a phone.
 */
export function AuditEntryList({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('audit.table_caption')}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('audit.column_when')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('audit.column_who')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('audit.column_what')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('audit.column_where')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const regions = useMemo(
    () =>
      new Intl.DisplayNames([intlLocale(isLocale(i18n.language) ? i18n.language : 'en')], {
        type: 'region',
        fallback: 'code',
      }),
    [i18n.language],
  );
  const ActorIcon = ACTOR_ICONS[entry.actor.kind];
  const actorName = entry.actor.name ?? t(`audit.actor_${entry.actor.kind}_unknown`);
  // Leaving is the member's own removal.
  const actionKey =
    entry.action === 'member.removed' && entry.details.left ? 'member_left' : entry.action.replace('.', '_');
  const action = t(`audit.actions.${actionKey}`, { defaultValue: entry.action });
  const where = [entry.country ? regions.of(entry.country) : null, entry.device].filter(Boolean).join(' · ');
  return (
    <tr className="flex flex-col gap-1 px-4 py-3 md:table-row md:p-0">
      <td className="text-xs text-slate-500 tabular-nums md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-slate-700">
        <time dateTime={entry.occurredAt}>
          {format.date(entry.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </td>
      <td className="md:px-4 md:py-3">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
          <ActorIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="break-words">{actorName}</span>
        </span>
        {entry.actor.kind === 'api_key' && <span className="block text-xs text-slate-500">{t('audit.via_key')}</span>}
      </td>
      <td className="md:px-4 md:py-3">
        <span className="text-slate-700">{action}</span>
        {entry.subject.name && (
          <span className="block font-medium break-words text-slate-900">{entry.subject.name}</span>
        )}
        <AuditDetails entry={entry} />
      </td>
      <td className="text-xs text-slate-500 md:px-4 md:py-3 md:text-sm">
        {where ? (
          <span className="inline-flex items-center gap-1.5">
            <Monitor className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {where}
          </span>
        ) : (
          <span>{t('audit.where_unknown')}</span>
        )}
      </td>
    </tr>
  );
}

/** What changed, where an entry says: the fields of an update, a role before and after, an export's kind. */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { changed, role, previousRole, kind } = entry.details as {
    changed?: string[];
    role?: string;
    previousRole?: string;
    kind?: string;
  };
  const parts: string[] = [];
  if (Array.isArray(changed) && changed.length > 0)
    parts.push(t('audit.detail_changed', { fields: changed.join(', ') }));
  if (role && previousRole)
    parts.push(t('audit.detail_role_from_to', { from: t(`roles.${previousRole}`), to: t(`roles.${role}`) }));
  else if (role) parts.push(t('audit.detail_role', { role: t(`roles.${role}`) }));
  if (kind) parts.push(t(`audit.exports.${kind}`));
  if (parts.length === 0) return null;
  return <span className="block text-xs text-slate-500">{parts.join(' · ')}</span>;
}
