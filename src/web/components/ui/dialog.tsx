import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on close when the dialog was not opened by a Radix trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** `wide` for content that needs room (a mail preview). */
  size?: 'default' | 'wide';
}

/**
 * A modal with the site's look. Radix supplies the focus trap, Escape to close, focus
 * return and the aria wiring; this only styles it.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  onCloseAutoFocus,
  size = 'default',
}: DialogProps) {
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${size === 'wide' ? 'max-w-3xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-6 shadow-2xl shadow-black/50`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1 rounded-md p-1 text-ink-300 hover:bg-ink-800 hover:text-ink-100"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-ink-300">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
