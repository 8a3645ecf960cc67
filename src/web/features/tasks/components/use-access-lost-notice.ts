import { useEffect, useRef } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { FolderAccess } from '~/shared/tasks/share-levels';
import type { ContainerKey } from '~/shared/tasks/todo-order';

/**
 * Says so when the shared folder on screen goes away while the user looks at it (its
 * owner removed them or deleted it); the screen itself then shows the unavailable notice.
 * Not for the owner, who deleted it themselves.
 */
export function useAccessLostNotice(
  folderParam: string | undefined,
  access: Map<ContainerKey, FolderAccess>,
  isLoaded: boolean,
): void {
  const seen = useRef<{ folderId: string; access: FolderAccess } | undefined>(undefined);
  useEffect(() => {
    if (!folderParam || !isLoaded) return;
    const current = access.get(folderParam);
    if (current) {
      seen.current = { folderId: folderParam, access: current };
    } else if (seen.current?.folderId === folderParam) {
      if (seen.current.access !== 'owner') toast.info(messages.tasks.accessLost);
      seen.current = undefined;
    }
  }, [folderParam, access, isLoaded]);
}
