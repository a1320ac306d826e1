import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_DEFAULT, type AuditPage, type AuditSubjectType } from '../../../shared/audit.js';
import { api, withQuery } from '../../api/client.js';

/** The filters of the audit log, as the page keeps them in its address. */
export interface AuditFilters {
  actor?: string;
  subjectType?: AuditSubjectType;
  from?: string;
  to?: string;
}

/** The filters as query parameters, without the empty ones. */
export function auditParams(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;
}

/** The log, newest first, a page at a time, by the filters. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', auditParams(filters)],
    queryFn: ({ pageParam, signal }) =>
      api<AuditPage>(
        withQuery('/api/audit', { ...auditParams(filters), cursor: pageParam, limit: AUDIT_PAGE_DEFAULT }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Where the CSV of the same filters downloads from. */
export function auditCsvPath(filters: AuditFilters): string {
  return withQuery('/api/audit.csv', auditParams(filters));
}
