import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button.js';
import { DialogPanel } from '../../components/ui/DialogPanel.js';
import { SettingsCard } from './SettingsLayout.js';

/**
 * A settings section that deletes something for good (the account, a workspace): what goes, and a button that opens
 * a dialog saying it again around the form that confirms it.
 */
export function DangerSection({
  id,
  title,
  description,
  buttonLabel,
  dialogTitle,
  dialogDescription,
  children,
}: {
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
  dialogTitle: string;
  dialogDescription: string;
  /** The confirming form, shown in the dialog. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard id={id} title={title} description={description} danger>
      <div className="mt-4 flex justify-end">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="secondary" className="text-red-700">
              <Trash2 className="size-4" aria-hidden="true" />
              {buttonLabel}
            </Button>
          </Dialog.Trigger>
          <DialogPanel title={dialogTitle} description={dialogDescription}>
            {children}
          </DialogPanel>
        </Dialog.Root>
      </div>
    </SettingsCard>
  );
}
