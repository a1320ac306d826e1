import * as Dialog from '@radix-ui/react-dialog';
import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageFormat } from '../../../shared/qr-design.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { DialogActions, DialogPanel } from '../../components/ui/DialogPanel.js';
import { errorText } from '../../i18n/errors.js';
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
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ImageFormat>(DEFAULT_DOWNLOAD_FORMAT);
  const [size, setSize] = useState(DEFAULT_DOWNLOAD_SIZE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadQrZip({ ids: [...ids], format, size }), 'qr-codes.zip');
      setOpen(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={ids.length === 0} className="px-3 py-2">
          <FileArchive className="size-4" aria-hidden="true" />
          {t('qr_code.bulk.download_zip')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel title={t('qr_code.bulk.zip_title')} description={t('qr_code.bulk.zip_text', { number: ids.length })}>
        <QrFormatSizeFields format={format} size={size} onFormatChange={setFormat} onSizeChange={setSize} />
        {error !== null && (
          <div className="mt-4">
            <Alert tone="error">{errorText(t, error)}</Alert>
          </div>
        )}
        <DialogActions cancelLabel={t('common.cancel')} busy={busy}>
          <Button busy={busy} onClick={() => void download()}>
            <FileArchive className="size-4" aria-hidden="true" />
            {t('qr_code.bulk.zip_confirm', { number: ids.length, format: formatName(format) })}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
