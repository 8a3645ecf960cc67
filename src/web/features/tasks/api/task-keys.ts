export const taskKeys = {
  all: ['tasks'] as const,
  todos: ['tasks', 'todos'] as const,
  folders: ['tasks', 'folders'] as const,
  preferences: ['tasks', 'preferences'] as const,
  sharing: (folderId: string) => ['tasks', 'sharing', folderId] as const,
  candidates: (email: string) => ['tasks', 'candidates', email] as const,
};
