import { EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QrCode } from '../../../shared/qr-codes.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { noticeState } from '../../kit/notice.js';
import { ShortUrl } from '../../kit/ShortUrl.js';
import { DownloadDialog } from './DownloadDialog.js';
import { PasswordToggle } from './PasswordToggle.js';
import { isTracked } from './qr-address.js';
import { qrCodes, qrImageUrl } from './qr-queries.js';
import { QrFacts } from './QrFacts.js';
import { QrTargetEditor } from './QrTargetEditor.js';
import { hasWifiPassword, maskWifiPassword } from './wifi-secret.js';
import { Can } from '../../kit/Can.js';

// Shown at up to 256 CSS pixels: 640 px keeps it sharp on a dense screen.
const PREVIEW_SIZE = '640';

/**
 * The code's header and card: name, edit and delete; the image as it prints, with the download; the address it
 * encodes (to copy), or a static code's content (a Wi-Fi password hidden until asked); its facts; and a dynamic code's target, editable in place.
 */
export function QrSummary({ code }: { code: QrCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = qrCodes.useRemove();
  const tracked = isTracked(code);
  const secret = hasWifiPassword(code);
  const [revealed, setRevealed] = useState(false);
  // An address of its own per edit: a browser reuses an image it has shown on the page whatever its cache headers
  // say, so after an edit of the design the old drawing would stay.
  const preview = `${qrImageUrl(code.id, 'png', PREVIEW_SIZE)}&v=${encodeURIComponent(code.updatedAt)}`;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/qr-codes" label={t('qr_code.back_to_list')} />}
        title={code.name}
        actions={
          <>
            <Can permission="edit">
              <ButtonLink to={`/qr-code/edit/${code.id}`} variant="secondary">
                <Pencil className="size-4" aria-hidden="true" />
                {t('qr_code.edit')}
              </ButtonLink>
            </Can>
            <DeleteButton
              label={t('qr_code.delete')}
              title={t('qr_code.delete_title')}
              description={t(tracked ? 'qr_code.delete_text' : 'qr_code.delete_text_static', { name: code.name })}
              confirmLabel={t('qr_code.delete_confirm')}
              onDelete={() => remove.mutateAsync(code.id)}
              onDeleted={() => navigate('/qr-codes', { state: noticeState('deleted') })}
            />
          </>
        }
      />
      <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[auto_minmax(0,1fr)] md:gap-8">
        <div className="flex flex-col items-center gap-4">
          <img
            src={preview}
            alt={t('qr_code.image_alt', { name: code.name })}
            className="h-auto w-56 max-w-full rounded-lg border border-slate-200 bg-white sm:w-64"
            data-testid="qr-preview"
          />
          <DownloadDialog code={code} triggerClassName="w-full" />
        </div>
        <div className="min-w-0">
          {tracked && code.shortUrl ? (
            <>
              <p className="text-sm font-medium text-slate-600">{t('qr_code.short_url')}</p>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <ShortUrl url={code.shortUrl} testId="qr-short-url" />
                <CopyButton text={code.shortUrl} label={t('qr_code.copy')} />
              </div>
            </>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-600">
                {t('qr_code.encoded_content')}
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  <EyeOff className="size-3.5" aria-hidden="true" />
                  {t('qr_code.not_tracked')}
                </span>
              </p>
              <div className="mt-1 flex flex-wrap items-start gap-3">
                <p
                  className="max-h-40 min-w-48 flex-1 overflow-y-auto rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800"
                  data-testid="qr-encoded"
                >
                  {secret && !revealed ? maskWifiPassword(code.encoded) : code.encoded}
                </p>
                {secret && (
                  <PasswordToggle shown={revealed} onToggle={setRevealed} label={t('qr_code.show_password')} />
                )}
                <CopyButton text={code.encoded} label={t('qr_code.copy')} />
              </div>
              <p className="hint-text mt-2 text-sm text-slate-500">{t('qr_code.static_explained')}</p>
            </>
          )}
          <QrFacts code={code} />
          {tracked && <QrTargetEditor code={code} />}
        </div>
      </div>
    </div>
  );
}
