import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Link } from '../../../shared/links.js';
import { Button } from '../../components/ui/Button.js';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.js';
import { deleteLink } from './links-api.js';
import { linkKeys } from './link-queries.js';
import { noticeState } from './notice.js';

/** Deletes the link after a confirmation that says what goes with it (statistics, printed codes). */
export function DeleteLinkButton({ link }: { link: Link }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="text-red-700">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('link.delete')}
        </Button>
      }
      title={t('link.delete_title')}
      description={t('link.delete_text', { name: link.name })}
      confirmLabel={t('link.delete_confirm')}
      onConfirm={async () => {
        await deleteLink(link.id);
        void queryClient.invalidateQueries({ queryKey: linkKeys.lists() });
        navigate('/links', { state: noticeState('deleted') });
      }}
    />
  );
}
