import { ShieldCheck, User } from 'lucide-react';
import type { AdminUser } from '~/shared/schemas/admin';
import { Button } from '~/web/components/ui/button';
import { formatDate } from './format';

interface UserRowProps {
  user: AdminUser;
  isCurrentUser: boolean;
  isUpdating: boolean;
  onToggleRole: () => void;
}

export function UserRow({ user, isCurrentUser, isUpdating, onToggleRole }: UserRowProps) {
  const isAdmin = user.role === 'admin';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-800 bg-ink-950/60 p-3">
      <span
        aria-hidden="true"
        className={`grid size-9 shrink-0 place-items-center rounded-full ${
          isAdmin ? 'bg-signal-500/15 text-signal-300' : 'bg-ink-800 text-ink-300'
        }`}
      >
        {isAdmin ? <ShieldCheck className="size-4" /> : <User className="size-4" />}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-medium wrap-anywhere">
          {user.email}
          {isCurrentUser && <span className="ml-1.5 text-xs text-ink-400">(you)</span>}
        </p>
        <p className="text-xs text-ink-400">
          Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </p>
      </div>
      <Button
        variant={isAdmin ? 'secondary' : 'primary'}
        className="ml-auto min-h-11 shrink-0 px-3.5 py-1.5 text-xs sm:min-h-9"
        onClick={onToggleRole}
        isLoading={isUpdating}
        aria-label={`${isAdmin ? 'Remove Admin' : 'Make Admin'}: ${user.email}`}
      >
        {isAdmin ? 'Remove Admin' : 'Make Admin'}
      </Button>
    </li>
  );
}
