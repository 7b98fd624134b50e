// CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks) and lone two-byte escapes.
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u009b[0-?]*[ -/]*[@-~]|\u001b[@-Z\\-_]/g;

/** Text without terminal escape sequences. Non-strings give ''. */
export function stripAnsi(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.replace(ANSI, '');
}
