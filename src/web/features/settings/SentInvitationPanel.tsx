import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentInvitation } from '../../../shared/workspaces.js';
import { Button } from '../../components/ui/Button.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { useFormat } from '../../i18n/format.js';

/**
 * A sent (or resent) invitation: whether it went by mail, and its link to copy either way, shown this once. Without
 * mail it says so plainly: the link is the only way the invitation reaches the person. It takes the focus, so a
 * screen reader announces it at once.
 */
export function SentInvitationPanel({
  invitation,
  resent = false,
  onDone,
}: {
  invitation: SentInvitation;
  resent?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const linkId = useId();
  const values = { email: invitation.email, date: format.date(invitation.expiresAt, { dateStyle: 'long' }) };
  useEffect(() => panel.current?.focus(), []);
  const title = invitation.mailed
    ? t(resent ? 'members.resent_mailed_title' : 'members.sent_mailed_title', values)
    : t(resent ? 'members.resent_link_title' : 'members.sent_link_title', values);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="sent-invitation"
      className="scroll-mt-24 space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4 outline-none sm:p-5"
    >
      <h3 id={titleId} className="flex items-start gap-2 text-base font-semibold text-slate-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span className="min-w-0 break-words">{title}</span>
      </h3>
      {invitation.mailed ? (
        <p className="text-sm text-slate-700">{t('members.sent_mailed_text', values)}</p>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('members.sent_no_mail_text', values)}</span>
        </p>
      )}
      <div>
        <p id={linkId} className="text-sm font-medium text-slate-700">
          {t('members.link_label')}
        </p>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-stretch">
          <code
            aria-labelledby={linkId}
            data-testid="invitation-link"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm wrap-anywhere text-slate-900 select-all"
          >
            {invitation.link}
          </code>
          <CopyButton text={invitation.link} label={t('members.copy_link')} className="justify-center" />
        </div>
        <p className="mt-1.5 text-sm text-slate-600">{t('members.link_hint', values)}</p>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('members.done')}
        </Button>
      </div>
    </section>
  );
}
