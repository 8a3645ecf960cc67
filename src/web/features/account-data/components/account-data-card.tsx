import { Download, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messages } from '~/shared/messages';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useDeleteMyAccount, useDownloadMyData } from '../api/account-data';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/** The server's words for a refusal it explains (wrong password, too many tries, last admin). */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}

/** Your data: Download my data and Delete my account, both confirmed with the password. */
export function AccountDataCard({ onDeleted }: { onDeleted(): void }) {
  const [open, setOpen] = useState<'download' | 'delete' | null>(null);
  const download = useDownloadMyData();
  const remove = useDeleteMyAccount();
  const close = () => {
    setOpen(null);
    download.reset();
    remove.reset();
  };
  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-6"
    >
      <h2 id="your-data-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 text-signal-400" />
        Your data
      </h2>
      <p className="mt-2 text-sm text-ink-300">
        Take a copy of everything your account holds, or delete the account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setOpen('download')}>
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </Button>
        <Button variant="ghost" className="text-red-300" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </div>
      <PasswordConfirmDialog
        isOpen={open === 'download'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Download my data"
        description="One JSON file: your profile, tasks, folders, preferences, clients, communications and orders."
        confirmLabel="Download"
        isPending={download.isPending}
        error={
          download.error ? refusal(download.error, messages.accountData.exportFailed) : undefined
        }
        onConfirm={(password) =>
          download.mutate(
            { password },
            {
              onSuccess: () => {
                close();
                toast.success(messages.accountData.exported);
              },
            },
          )
        }
      />
      <PasswordConfirmDialog
        isOpen={open === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Delete my account"
        description={
          <>
            Your tasks, folders, clients and communications are deleted. Folders you share go to the
            person you gave Manage (or else Edit) access; the rest are deleted. A subscription stops
            renewing and ends with its paid period. Orders stay in the studio&apos;s books without
            your e-mail. This cannot be undone.
          </>
        }
        confirmLabel="Delete my account"
        isDanger
        isPending={remove.isPending}
        error={remove.error ? refusal(remove.error, messages.accountData.deleteFailed) : undefined}
        onConfirm={(password) => remove.mutate({ password }, { onSuccess: onDeleted })}
      />
    </section>
  );
}
