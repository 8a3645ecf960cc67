export const taskKeys = {
  all: ['tasks'] as const,
  todos: ['tasks', 'todos'] as const,
  folders: ['tasks', 'folders'] as const,
  preferences: ['tasks', 'preferences'] as const,
  allSharing: ['tasks', 'sharing'] as const,
  sharing: (folderId: string) => [...taskKeys.allSharing, folderId] as const,
  allCandidates: ['tasks', 'candidates'] as const,
  candidates: (email: string) => [...taskKeys.allCandidates, email] as const,
};
