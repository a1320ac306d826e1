import { useTranslation } from 'react-i18next';
import { useMe } from '../../session/session.js';
import { Statistics } from '../../statistics/Statistics.js';
import { workspaceSubject } from '../../statistics/stats-api.js';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';

/** /statistics: every click of every link and QR code of the workspace, with filters, live. */
export function WorkspaceStatsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const live = useSubjectStream(workspaceSubject);
  return (
    <Statistics
      subject={workspaceSubject}
      since={me?.createdAt ?? new Date().toISOString()}
      live={live}
      headingLevel={1}
      description={t('stats.workspace_intro')}
    />
  );
}
