import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_SUBJECT_TYPES } from '../../../shared/audit.js';
import type { Member } from '../../../shared/workspaces.js';
import { controlClass, FieldFrame } from '../../components/ui/FieldFrame.js';
import type { AuditFilters } from './audit-queries.js';

type FilterName = 'person' | 'kind' | 'from' | 'to';

/** The log's filters: a member, a kind of object, and the first and last day (inclusive, UTC). */
export function AuditFilterBar({
  filters,
  members,
  onChange,
}: {
  filters: AuditFilters;
  members: readonly Member[];
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { person: useId(), kind: useId(), from: useId(), to: useId() };
  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:w-auto lg:grid-cols-[12rem_12rem_10rem_10rem]">
      <FieldFrame inputId={ids.person} label={t('audit.filter_person')}>
        {() => (
          <select
            id={ids.person}
            value={filters.actor ?? ''}
            onChange={(event) => onChange('person', event.target.value)}
            className={controlClass(undefined)}
          >
            <option value="">{t('audit.filter_anyone')}</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame inputId={ids.kind} label={t('audit.filter_kind')}>
        {() => (
          <select
            id={ids.kind}
            value={filters.subjectType ?? ''}
            onChange={(event) => onChange('kind', event.target.value)}
            className={controlClass(undefined)}
          >
            <option value="">{t('audit.filter_any_kind')}</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit.kinds.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame inputId={ids.from} label={t('audit.filter_from')}>
        {() => (
          <input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange('from', event.target.value)}
            className={controlClass(undefined)}
          />
        )}
      </FieldFrame>
      <FieldFrame inputId={ids.to} label={t('audit.filter_to')}>
        {() => (
          <input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange('to', event.target.value)}
            className={controlClass(undefined)}
          />
        )}
      </FieldFrame>
    </div>
  );
}
