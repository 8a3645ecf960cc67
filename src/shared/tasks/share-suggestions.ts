/**
 * Share Folder suggestions as the owner types: people whose address starts with what
 * was typed (case-insensitive), minus those who already have the folder. The list comes
 * from the server, which gives a non-admin only people they already share a folder
 * with, plus the one account an exact address names.
 */
export function suggestPeople<Person extends { id: string; email: string }>(
  people: readonly Person[],
  typed: string,
  alreadyIn: ReadonlySet<string>,
): Person[] {
  const prefix = typed.trim().toLowerCase();
  const seen = new Set<string>();
  return people.filter((person) => {
    if (alreadyIn.has(person.id) || seen.has(person.id)) return false;
    seen.add(person.id);
    return person.email.toLowerCase().startsWith(prefix);
  });
}
