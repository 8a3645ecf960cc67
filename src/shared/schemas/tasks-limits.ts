import { emailMaxLength } from '../email-max-length.ts';

/** Bounds of the task manager, shared by the forms (maxLength) and the API. */
export const taskLimits = {
  title: 500,
  description: 5000,
  folderName: 100,
  folderDescription: 5000,
  /** Ids per bulk call: a screenful of selections many times over, one short transaction. */
  bulkIds: 1000,
  /** People one folder can be shared with (the spec's share list shows at most 100). */
  folderMembers: 100,
  /** Ids one saved order may hold per container (5,000-task folders and headroom). */
  orderIdsPerContainer: 20_000,
  orderContainers: 1000,
  email: emailMaxLength,
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
