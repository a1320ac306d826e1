import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageFormat } from '../../../shared/qr-design.js';
import { Button } from '../../components/ui/Button.js';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.js';
import { downloadQrZip } from './qr-bulk-api.js';
import { saveFile } from './qr-save-file.js';
import {
  DEFAULT_DOWNLOAD_FORMAT,
  DEFAULT_DOWNLOAD_SIZE,
  formatName,
  QrFormatSizeFields,
} from './QrFormatSizeFields.js';

/**
 * "Download selected as ZIP": the format and size for every chosen code, then one request whose answer is saved as
 * `qr-codes.zip`. The dialog stays open while the server renders, and shows its error if it fails.
 */
export function QrZipDialog({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ImageFormat>(DEFAULT_DOWNLOAD_FORMAT);
  const [size, setSize] = useState(DEFAULT_DOWNLOAD_SIZE);

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={ids.length === 0} className="px-3 py-2">
          <FileArchive className="size-4" aria-hidden="true" />
          {t('qr_code.bulk.download_zip')}
        </Button>
      }
      title={t('qr_code.bulk.zip_title')}
      description={t('qr_code.bulk.zip_text', { number: ids.length })}
      confirmVariant="primary"
      confirmLabel={
        <>
          <FileArchive className="size-4" aria-hidden="true" />
          {t('qr_code.bulk.zip_confirm', { number: ids.length, format: formatName(format) })}
        </>
      }
      onConfirm={async () => saveFile(await downloadQrZip({ ids: [...ids], format, size }), 'qr-codes.zip')}
    >
      <QrFormatSizeFields format={format} size={size} onFormatChange={setFormat} onSizeChange={setSize} />
    </ConfirmDialog>
  );
}
