import type { ContainerKey, TodoOrder } from './todo-order.ts';

/**
 * Undo of a delete: puts each restored id back into the order where it was before the
 * delete, after the nearest earlier neighbour that is still there (or first). Needed
 * when the order was rewritten in between (a drag drops ids of deleted todos); when the
 * order still holds the ids, it comes back unchanged.
 */
export function reinstatePlaces(
  current: TodoOrder,
  before: TodoOrder,
  restoredIds: readonly string[],
): TodoOrder {
  const restored = new Set(restoredIds);
  const next: TodoOrder = { ...current };
  for (const [container, previous] of Object.entries(before) as [ContainerKey, string[]][]) {
    if (!previous.some((id) => restored.has(id))) continue;
    const list = [...(next[container] ?? [])];
    const present = new Set(Object.values(next).flat());
    previous.forEach((id, index) => {
      if (!restored.has(id) || present.has(id)) return;
      const neighbour = previous
        .slice(0, index)
        .reverse()
        .find((earlier) => list.includes(earlier));
      list.splice(neighbour === undefined ? 0 : list.indexOf(neighbour) + 1, 0, id);
      present.add(id);
    });
    next[container] = list;
  }
  return next;
}
