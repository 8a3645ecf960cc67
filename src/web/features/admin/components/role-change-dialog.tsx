import type { AdminUser } from '~/shared/schemas/admin';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';

interface RoleChangeDialogProps {
  /** Whose role would change; undefined while closed. */
  user: AdminUser | undefined;
  isPending: boolean;
  onConfirm(user: AdminUser): void;
  onClose(): void;
}

/**
 * Make Admin and Remove Admin once acted on one click: a mis-tap gave someone the whole
 * admin area, or took it away. The question says what the change means; the result is
 * announced by the toast that follows (a live region).
 */
export function RoleChangeDialog({ user, isPending, onConfirm, onClose }: RoleChangeDialogProps) {
  const isPromotion = user?.role !== 'admin';
  return (
    <Dialog
      isOpen={user !== undefined}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isPromotion ? 'Make Admin?' : 'Remove Admin?'}
      description={
        user &&
        (isPromotion
          ? `${user.email} will see every user, lead, order and setting, and can change them.`
          : `${user.email} will no longer open the Admin Dashboard.`)
      }
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button isLoading={isPending} onClick={() => user && onConfirm(user)}>
          {isPromotion ? 'Make Admin' : 'Remove Admin'}
        </Button>
      </div>
    </Dialog>
  );
}
