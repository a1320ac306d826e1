import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { DialogActions, DialogPanel } from './DialogPanel.js';

/**
 * Asks before something that cannot be undone, or that takes a while (a download the server makes). The dialog
 * stays open while `onConfirm` runs and shows its error if it fails, so a failed delete is never mistaken for a done
 * one. `children` are choices to make first (a format, a size).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
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
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogPanel title={title} description={description}>
        {children}
        {error !== null && (
          <div className="mt-4">
            <Alert tone="error">{errorText(t, error)}</Alert>
          </div>
        )}
        <DialogActions cancelLabel={t('common.cancel')} busy={busy}>
          <Button variant={confirmVariant} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
