import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './Button.js';
import './csp-nonce.js';

/**
 * The centred panel of a modal dialog, inside a Radix `Dialog.Root`: the dimmed page behind, the title and the
 * description that name the dialog for screen readers, then `children` (buttons, a form). It scrolls when a phone's
 * screen is shorter than its content.
 */
export function DialogPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none">
        <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Cancel beside the confirming button: side by side on larger screens, the confirming one on top on a phone. */
export function DialogActions({
  cancelLabel,
  busy,
  children,
}: {
  cancelLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
