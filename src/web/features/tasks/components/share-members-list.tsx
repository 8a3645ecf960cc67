import { X } from 'lucide-react';
import type { Folder } from '~/shared/schemas/tasks-folders';
import { shareLevelLabels, shareLevels, type ShareLevel } from '~/shared/tasks/share-levels';
import { Spinner } from '~/web/components/ui/spinner';
import { useShareFolder, useSharingQuery, useUnshareFolder } from '../api/use-sharing';

/** Who has access: change a level or remove someone. */
export function ShareMembersList({ folder }: { folder: Folder }) {
  const sharing = useSharingQuery(folder.id);
  const share = useShareFolder();
  const unshare = useUnshareFolder();
  if (sharing.isLoading) return <Spinner label="Loading people" className="py-4" />;
  const members = sharing.data?.members ?? [];
  return (
    <section aria-labelledby="share-members-heading" className="mt-6 border-t border-ink-700 pt-4">
      <h3 id="share-members-heading" className="mb-2 text-sm font-semibold text-ink-100">
        People with access
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex items-center justify-between gap-3 px-1 py-1.5">
          <span className="truncate">{folder.owner_email}</span>
          <span className="text-ink-400">Owner</span>
        </li>
        {members.map((member) => (
          <li key={member.user_id} className="flex items-center gap-2 px-1 py-1">
            <span className="min-w-0 flex-1 truncate">{member.email}</span>
            <select
              aria-label={`Permission for ${member.email}`}
              value={member.level}
              disabled={share.isPending}
              onChange={(event) =>
                share.mutate({
                  folderId: folder.id,
                  userId: member.user_id,
                  level: event.target.value as ShareLevel,
                  isNew: false,
                })
              }
              className="rounded-md border border-ink-600 bg-ink-900 px-2 py-1.5 text-sm"
            >
              {shareLevels.map((level) => (
                <option key={level} value={level}>
                  {shareLevelLabels[level]}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label={`Remove ${member.email}`}
              disabled={unshare.isPending}
              onClick={() => unshare.mutate({ folderId: folder.id, userId: member.user_id })}
              className="rounded-md p-1.5 text-ink-400 hover:bg-ink-800 hover:text-red-300"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {members.length === 0 && (
        <p className="px-1 py-1 text-sm text-ink-400">Not shared with anyone yet.</p>
      )}
    </section>
  );
}
