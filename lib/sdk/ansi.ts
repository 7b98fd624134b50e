// CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks) and lone two-byte escapes.
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u009b[0-?]*[ -/]*[@-~]|\u001b[@-Z\\-_]/g;

/** Text without terminal escape sequences. Non-strings give ''. */
export function stripAnsi(text: unknown): string {
  if (typeof text !== 'string') return '';
  if (text.indexOf('\u001b') === -1 && text.indexOf('\u009b') === -1) return text;
  return text.replace(ANSI, '');
}
