import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Link } from '../../../shared/links.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { noticeState } from '../../kit/notice.js';
import { ShortUrl } from '../../kit/ShortUrl.js';
import { TargetUrl } from '../../kit/TargetUrl.js';
import { ExpiredBadge } from './ExpiredBadge.js';
import { LinkAliases } from './LinkAliases.js';
import { LinkFacts } from './LinkFacts.js';
import { useExpired } from './link-expiry.js';
import { links } from './link-queries.js';
import { Can } from '../../kit/Can.js';

/** The link's header: name (marked when expired), short URL to copy, where it leads, and the edit and delete actions. */
export function LinkSummary({ link }: { link: Link }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = links.useRemove();
  const expired = useExpired(link);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/links" label={t('link.back_to_list')} />}
        title={link.name}
        description={expired ? <ExpiredBadge /> : undefined}
        actions={
          <>
            <Can permission="edit">
              <ButtonLink to={`/link/edit/${link.id}`} variant="secondary">
                <Pencil className="size-4" aria-hidden="true" />
                {t('link.edit')}
              </ButtonLink>
            </Can>
            {/* The confirmation says what goes with the link: its statistics and every printed code. */}
            <DeleteButton
              label={t('link.delete')}
              title={t('link.delete_title')}
              description={t('link.delete_text', { name: link.name })}
              confirmLabel={t('link.delete_confirm')}
              onDelete={() => remove.mutateAsync(link.id)}
              onDeleted={() => navigate('/links', { state: noticeState('deleted') })}
            />
          </>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm font-medium text-slate-600">{t('link.short_url')}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <ShortUrl url={link.shortUrl} testId="short-url" />
          <CopyButton text={link.shortUrl} label={t('link.copy')} />
        </div>
        <div className="mt-4">
          <TargetUrl url={link.url} label={t('link.leads_to')} testId="target-url" />
        </div>
        <LinkFacts link={link} />
        <LinkAliases link={link} />
      </div>
    </div>
  );
}
