import { Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qrTypeLabel } from '../../../shared/catalogues.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { SmartIndicators } from '../../components/SmartIndicators.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { TagChips } from '../tags/index.js';
import { FeedbackTargetLine } from './FeedbackTargetName.js';
import { PageTargetLine } from './PageTargetName.js';
import { isTracked, qrAddress } from './qr-address.js';
import { PasswordToggle } from './PasswordToggle.js';
import { qrImageUrl } from './qr-queries.js';
import { hasWifiPassword, maskWifiPassword } from './wifi-secret.js';
import { Can } from '../../kit/Can.js';

// The card's smaller actions: a ghost button's look with less padding, so three fit one line in any language.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/**
 * One code in the list: its image, what it is called and carries (a feedback code: its form and event; whether rules,
 * a split or a password decide where it leads), its tags, when it was made, how often it was scanned, and the ways
 * on — details, edit, a PNG at once — with the tick that adds it to a bulk download.
 */
export function QrCodeCard({
  code,
  selected,
  onSelect,
}: {
  code: QrCode;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const secret = hasWifiPassword(code);
  const [revealed, setRevealed] = useState(false);
  // A Wi-Fi password stays hidden (in the tooltip too) until asked for; shown, the whole content wraps into view.
  const encoded = secret && !revealed ? maskWifiPassword(code.encoded) : code.encoded;
  const address = qrAddress({ shortUrl: code.shortUrl, encoded });
  const tracked = isTracked(code);
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md ${
        selected ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'
      }`}
      data-testid="qr-card"
    >
      <div className="flex items-start gap-4">
        {/* The 120 px image at 60 px: sharp on a dense screen; fetched only as it scrolls near. */}
        <img
          src={`${qrImageUrl(code.id, 'png', '120')}&v=${encodeURIComponent(code.updatedAt)}`}
          alt=""
          width={60}
          height={60}
          loading="lazy"
          decoding="async"
          className="size-[60px] shrink-0 rounded-md border border-slate-200 bg-white object-contain"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h2 className="min-w-0 truncate text-base font-semibold text-slate-900" title={code.name}>
              {code.name}
            </h2>
            <SmartIndicators facts={code} />
          </div>
          <p className="mt-0.5 truncate text-xs text-slate-500">
            {t(qrTypeLabel(code.type))} · {t(`qr_code.class.${code.qrClass}`)}
          </p>
          {code.shortUrl ? (
            // On a narrow card the short code goes whole onto a line of its own rather than being cut in two.
            <p className="mt-1 line-clamp-2 font-mono text-sm break-words text-brand-700" title={code.shortUrl}>
              {address.slice(0, address.lastIndexOf('/') + 1)}
              <wbr />
              {address.slice(address.lastIndexOf('/') + 1)}
            </p>
          ) : (
            <div className="mt-1 flex items-center gap-2">
              <p
                className={`min-w-0 text-sm text-slate-700 ${revealed ? 'hyphens-manual [overflow-wrap:anywhere]' : 'truncate'}`}
                title={encoded}
                data-testid="qr-card-content"
              >
                {address}
              </p>
              {secret && (
                <PasswordToggle
                  compact
                  shown={revealed}
                  onToggle={setRevealed}
                  label={t('qr_code.show_password_of', { name: code.name })}
                />
              )}
            </div>
          )}
          {code.target?.kind === 'feedback' && <FeedbackTargetLine target={code.target} />}
          {code.target?.kind === 'page' && <PageTargetLine target={code.target} />}
          {code.tags.length > 0 && (
            <div className="mt-2">
              <TagChips tags={code.tags} />
            </div>
          )}
        </div>
        <label className="-m-2 flex shrink-0 cursor-pointer items-center p-2">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-600"
          />
          <span className="sr-only">{t('qr_code.bulk.select_named', { name: code.name })}</span>
        </label>
      </div>
      <dl className="mt-4 flex flex-1 items-start gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('qr_code.scans')}</dt>
          <dd className={tracked ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-500'}>
            {tracked ? format.number(code.scans) : t('qr_code.not_tracked')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('qr_code.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={code.createdAt}>{format.date(code.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/qr-code/${code.id}`}
          aria-label={t('qr_code.details_for', { name: code.name })}
          className={buttonClasses('secondary')}
        >
          {t('qr_code.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/qr-code/edit/${code.id}`}
            aria-label={t('qr_code.edit_named', { name: code.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('qr_code.edit')}
          </Link>
        </Can>
        <a
          href={qrImageUrl(code.id, 'png', undefined, true)}
          download
          aria-label={t('qr_code.download_png_of', { name: code.name })}
          className={`ml-auto ${CARD_ACTION}`}
        >
          <Download className="size-4" aria-hidden="true" />
          PNG
        </a>
      </div>
    </article>
  );
}
