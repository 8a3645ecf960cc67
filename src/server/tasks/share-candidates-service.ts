import type { Kysely } from 'kysely';
import type { ShareCandidate } from '../../shared/schemas/tasks-folders.ts';
import type { DB } from '../db/schema/schema.ts';
import { findRole } from '../profiles/profiles-repository.ts';
import {
  findProfileByEmail,
  listCollaborators,
  listProfilesExcept,
} from './share-candidates-repository.ts';

/** Spec section 9: the share user list holds at most 100 people. */
export const shareListLimit = 100;

/**
 * Whom the caller may pick in the Share Folder dialog. With an exact e-mail address: that
 * one account (if it exists and is not the caller). Otherwise admins get up to 100
 * profiles, as the spec says; everyone else only the people they already collaborate
 * with, so the account list never leaks.
 */
export async function findShareCandidates({
  db,
  userId,
  email,
  mayListEveryone,
}: {
  db: Kysely<DB>;
  userId: string;
  email?: string | undefined;
  /** An admin lists every profile only from a session the admin area would let in (aal2). */
  mayListEveryone: boolean;
}): Promise<ShareCandidate[]> {
  if (email) {
    const found = await findProfileByEmail(db, email);
    return found && found.id !== userId ? [found] : [];
  }
  const role = await findRole(db, userId);
  return role === 'admin' && mayListEveryone
    ? listProfilesExcept(db, userId, shareListLimit)
    : listCollaborators(db, userId, shareListLimit);
}
