import * as Dialog from '@radix-ui/react-dialog';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrCode } from '../../../shared/qr-codes.js';
import type { ImageFormat } from '../../../shared/qr-design.js';
import { Button, buttonClasses } from '../../components/ui/Button.js';
import { DialogPanel } from '../../components/ui/DialogPanel.js';
import { qrImageUrl } from './qr-queries.js';
import {
  DEFAULT_DOWNLOAD_FORMAT,
  DEFAULT_DOWNLOAD_SIZE,
  formatName,
  QrFormatSizeFields,
} from './QrFormatSizeFields.js';

/**
 * The download of one code: format (PNG by default, JPEG, WebP, SVG, PDF, EPS) and size, then a plain link to the
 * file (`download=1`: the server names it after the code's slug). It stays open, so another format is one more
 * click away.
 */
export function DownloadDialog({ code, triggerClassName = '' }: { code: QrCode; triggerClassName?: string }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ImageFormat>(DEFAULT_DOWNLOAD_FORMAT);
  const [size, setSize] = useState(DEFAULT_DOWNLOAD_SIZE);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className={triggerClassName}>
          <Download className="size-4" aria-hidden="true" />
          {t('qr_code.download.open')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel title={t('qr_code.download.title')} description={t('qr_code.download.text', { name: code.name })}>
        <QrFormatSizeFields format={format} size={size} onFormatChange={setFormat} onSizeChange={setSize} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary">{t('qr_code.close')}</Button>
          </Dialog.Close>
          <a
            href={qrImageUrl(code.id, format, size, true)}
            download
            className={buttonClasses('primary')}
            data-testid="qr-download-link"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('qr_code.download.file', { format: formatName(format) })}
          </a>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
