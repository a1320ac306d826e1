import { CalendarDays, Link2, MessageSquareText, PanelsTopLeft, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QrCode } from '../../../shared/qr-codes.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { TargetUrl } from '../../kit/TargetUrl.js';
import { FeedbackEventName, FeedbackFormName } from './FeedbackTargetName.js';
import { PageTargetName } from './PageTargetName.js';
import { QrTargetForm } from './QrTargetForm.js';
import { useCan } from '../../session/use-can.js';

/**
 * Where a dynamic code leads, and the change of it in place: one of the workspace's links (the code then follows
 * the link's edits), an address of its own, or a feedback form (and event). Saving changes the next scan's
 * destination; the printed code stays as it is, because the address it encodes does not change.
 */
export function QrTargetEditor({ code }: { code: QrCode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const canEdit = useCan('edit');
  const [saved, setSaved] = useState(false);
  const changeId = useId();
  const wasEditing = useRef(false);
  const target = code.target;
  // Back from the form (saved or cancelled), the keyboard continues from the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById(changeId)?.focus();
    wasEditing.current = editing;
  }, [editing, changeId]);

  return (
    <section aria-labelledby="qr-target" className="mt-5 border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="qr-target" className="text-sm font-medium text-slate-600">
          {t('qr_code.target.title')}
        </h2>
        {!editing && canEdit && (
          <Button
            id={changeId}
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => {
              setEditing(true);
              setSaved(false);
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('qr_code.target.change')}
          </Button>
        )}
      </div>
      {editing ? (
        <QrTargetForm
          code={code}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <div className="mt-2 space-y-2">
          {target?.kind === 'link' && target.linkName === null ? (
            <Alert tone="error">{t('qr_code.target.link_deleted')}</Alert>
          ) : target?.kind === 'feedback' && target.feedbackName === null ? (
            <Alert tone="error">{t('qr_code.target.form_deleted')}</Alert>
          ) : target?.kind === 'page' && target.pageName === null ? (
            <Alert tone="error">{t('page.qr_target.code_page_deleted')}</Alert>
          ) : target?.kind === 'page' ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
              <PanelsTopLeft className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{t('page.qr_target.via_page')}</span>
              <PageTargetName target={target} />
            </p>
          ) : target?.kind === 'feedback' ? (
            <div className="space-y-1 text-sm text-slate-800">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <MessageSquareText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span>{t('qr_code.target.via_form')}</span>
                <FeedbackFormName target={target} />
              </p>
              {target.eventId && target.eventName !== null && (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>{t('qr_code.target.for_event')}</span>
                  <FeedbackEventName target={target} />
                </p>
              )}
            </div>
          ) : target?.kind === 'link' ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
              <Link2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{t('qr_code.target.via_link')}</span>
              <Link to={`/link/${target.linkId}`} className="font-semibold text-brand-700 hover:underline">
                {target.linkName}
              </Link>
            </p>
          ) : null}
          {target?.url &&
            (target.kind !== 'feedback' || target.feedbackName !== null) &&
            (target.kind !== 'page' || target.pageName !== null) && (
              <TargetUrl url={target.url} label={t('qr_code.target.leads_to')} testId="qr-target-url" />
            )}
          {saved && <Alert tone="success">{t('qr_code.target.saved')}</Alert>}
          <p className="hint-text text-sm text-slate-500">{t('qr_code.target.keeps_working')}</p>
        </div>
      )}
    </section>
  );
}
