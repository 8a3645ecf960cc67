import type { ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm(): void;
}

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          className="bg-red-500 text-white hover:bg-red-400"
          isLoading={props.isPending}
          loadingText="Deleting..."
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
