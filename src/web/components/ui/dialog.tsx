import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

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

const firstFieldSelector = [
  'input:not([type=hidden]):not([disabled]):not([type=checkbox]):not([type=radio])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

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
  const contentRef = useRef<HTMLDivElement>(null);
  // Radix focuses the first focusable element, which is Close: a dialog with a form
  // starts in its first field instead, so one can type at once.
  const focusFirstField = (event: Event) => {
    const field = contentRef.current?.querySelector<HTMLElement>(firstFieldSelector);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <RadixDialog.Content
          ref={contentRef}
          onOpenAutoFocus={focusFirstField}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${size === 'wide' ? 'max-w-3xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-6 shadow-2xl shadow-black/50`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              // 44 px square: a finger's tap target (WCAG 2.5.5), the icon unchanged.
              className="-m-2.5 grid size-11 shrink-0 place-items-center rounded-md text-ink-300 hover:bg-ink-800 hover:text-ink-100"
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
