/** Email → display name, from the project's members. */
export type PeopleNames = ReadonlyMap<string, string>;

const COMMIT_AUTHOR = /^\s*(.+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/;

/**
 * How a change-request or commit author is shown: the member's name for an email the project knows, the name
 * part of a git `Name <email>`, otherwise the text as given (a service account's name, or an email of someone
 * who left). Never throws.
 */
export function personName(author: unknown, names: PeopleNames = new Map()): string {
  if (typeof author !== 'string' || author.trim() === '') return 'Unknown';
  const commit = COMMIT_AUTHOR.exec(author);
  if (commit) return names.get(commit[2].toLowerCase()) ?? commit[1];
  return names.get(author.trim().toLowerCase()) ?? author.trim();
}
