import { Download, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_RETENTION_DAYS, AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '../../../shared/audit.js';
import { Alert } from '../../components/ui/Alert.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { Spinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/errors.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { RoleRequired } from '../../kit/RoleRequired.js';
import { useCan } from '../../session/use-can.js';
import { SettingsHeader, useMembers } from '../settings/index.js';
import { auditCsvPath, useAuditLog, type AuditFilters } from './audit-queries.js';
import { AuditEntryList } from './AuditEntryList.js';
import { AuditFilterBar } from './AuditFilterBar.js';

const isSubjectType = (value: string | null): value is AuditSubjectType =>
  (AUDIT_SUBJECT_TYPES as readonly string[]).includes(value ?? '');

/**
 * /settings/audit (admins and owners): who did what to which object of the workspace, when and from where, newest
 * first, filtered by person, kind and days (kept in the address, so a view can be shared), and downloaded as CSV.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const allowed = useCan('read_audit');
  return (
    <div className="max-w-5xl space-y-6">
      <SettingsHeader title={t('audit.title')} description={t('audit.subtitle', { days: AUDIT_RETENTION_DAYS })} />
      {allowed ? <AuditLog /> : <RoleRequired permission="read_audit" />}
    </div>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const subjectType = params.get('kind');
  const filters: AuditFilters = {
    actor: params.get('person') ?? undefined,
    subjectType: isSubjectType(subjectType) ? subjectType : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const setFilter = (name: 'person' | 'kind' | 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const members = useMembers().data?.items ?? [];
  const log = useAuditLog(filters);
  const entries = listItems(log);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AuditFilterBar filters={filters} members={members} onChange={setFilter} />
        <a
          href={auditCsvPath(filters)}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('audit.download_csv')}
        </a>
      </div>
      {log.isPending ? (
        <div className="flex justify-center py-12 text-brand-600" role="status">
          <Spinner />
          <span className="sr-only">{t('audit.loading')}</span>
        </div>
      ) : log.isError && entries.length === 0 ? (
        <Alert tone="error">{errorText(t, log.error)}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={filtered ? t('audit.empty_filtered_title') : t('audit.empty_title')}>
          {filtered ? t('audit.empty_filtered_text') : t('audit.empty_text')}
        </EmptyState>
      ) : (
        <>
          <AuditEntryList entries={entries} />
          <LoadMore list={log} />
        </>
      )}
    </>
  );
}
