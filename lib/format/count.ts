/** "1 member", "2 members", "1,204 members": a count with its noun in the right number (English). Never throws. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  const n = Number.isFinite(count) ? count : 0;
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}
