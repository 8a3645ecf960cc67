/** A row change as the `row_change` triggers announce it (see the create-todos migration). */
export interface RowChangeNotice {
  schema: string;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown> | null;
  old: Record<string, unknown> | null;
}

/** What a reader receives: the change as that reader may see it. */
export interface OutgoingChange {
  table: string;
  op: 'insert' | 'update' | 'delete';
  row: unknown;
}

export interface Delivery {
  userIds: ReadonlySet<string> | readonly string[];
  change: OutgoingChange;
  /**
   * Admin data: sent only to streams whose session may read the admin area (with
   * ADMIN_MFA=required, one that verified a second factor), whoever the user is.
   */
  adminOnly?: boolean;
}

/** Which readers the hub could deliver to now (connected, or resumable soon). */
export interface Interest {
  readonly any: boolean;
  wants(userId: string): boolean;
}

/**
 * How one table's changes reach readers. The hub hands each route its changes in commit
 * order, in runs of consecutive changes to that table, one run at a time; a route decides
 * who may see each change and loads whatever the readers need with one query per run.
 * Routes keep any cache they hold in step with the changes they are given, so they are
 * called even when no one is listening (with `interest.any` false).
 */
export interface TableRoute {
  readonly table: string;
  route(changes: readonly RowChangeNotice[], interest: Interest): Promise<Delivery[]>;
}

export function stringField(row: Record<string, unknown> | null, field: string): string | null {
  const value = row?.[field];
  return typeof value === 'string' ? value : null;
}
