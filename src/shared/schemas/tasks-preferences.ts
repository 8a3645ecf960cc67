import { z } from 'zod';
import { isUuid, taskLimits } from './tasks-limits.ts';

const containerKey = z
  .string()
  .refine((key) => key === 'root' || isUuid(key), 'A container is "root" or a folder id');

/** The todoOrder map: per folder id (or root), the user's ordered todo ids. */
export const todoOrderSchema = z
  .record(containerKey, z.array(z.uuid()).max(taskLimits.orderIdsPerContainer))
  .refine(
    (order) => Object.keys(order).length <= taskLimits.orderContainers,
    `At most ${taskLimits.orderContainers} folders`,
  );

export const todoPreferencesSchema = z.object({ todoOrder: todoOrderSchema }).strict();
export type TodoPreferences = z.infer<typeof todoPreferencesSchema>;
