// The `read` tool's output formats:
//   new: <path>/a.ts</path>\n<type>file</type>\n<content>\n1: line\n…\n(End of file - total N lines)\n</content>
//        (directories: <type>directory</type>\n<entries>\nname/\n…\n</entries>)
//   old: <file>\n00001| line\n…\n(End of file - total N lines)\n</file>

export interface ReadOutput {
  type: 'file' | 'directory';
  /** The file text without line-number prefixes and footers (or the directory entries). */
  content: string;
  /** Number of the first line shown (files only). */
  startLine?: number;
  path?: string;
}

const COLON = 58;
const BAR = 124;
const FOOTER = /^\((?:End of file|File has more lines|Output (?:was )?truncated)[^)]*\)$/;

function between(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  if (start === -1) return undefined;
  const from = start + open.length;
  const end = text.lastIndexOf(close);
  return end >= from ? text.slice(from, end) : text.slice(from);
}

/**
 * `<digits><sep>` and one optional space, then the line (what `^(\d+)<sep> ?(.*)$` matches, read without a
 * regular expression: this runs on every line of every read output of a session).
 */
function numbered(line: string, sep: number): { n: number; text: string } | undefined {
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i++;
  }
  if (i === 0 || line.charCodeAt(i) !== sep) return undefined;
  const from = line.charCodeAt(i + 1) === 32 ? i + 2 : i + 1;
  // `.` in the pattern stops at line terminators, so such a line did not match.
  for (let j = from; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === 13 || c === 0x2028 || c === 0x2029) return undefined;
  }
  return { n: Number(line.slice(0, i)), text: line.slice(from) };
}

function stripNumbers(body: string, sep: number): { content: string; startLine?: number } {
  const out: string[] = [];
  let startLine: number | undefined;
  for (const raw of (body.charCodeAt(0) === 10 ? body.slice(1) : body).split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const match = numbered(line, sep);
    if (match) {
      if (startLine === undefined) startLine = match.n;
      out.push(match.text);
    } else if (!FOOTER.test(line.trim())) {
      out.push(line);
    }
  }
  while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
  return startLine === undefined ? { content: out.join('\n') } : { content: out.join('\n'), startLine };
}

/** Parses either read output format; undefined when the text is in neither. */
export function parseReadOutput(output: unknown): ReadOutput | undefined {
  if (typeof output !== 'string' || output === '') return undefined;
  const trimmed = output.trimStart();
  if (trimmed.startsWith('<path>')) {
    const path = between(trimmed, '<path>', '</path>');
    const type = between(trimmed, '<type>', '</type>')?.trim() === 'directory' ? 'directory' : 'file';
    if (type === 'directory') {
      const entries = between(trimmed, '<entries>', '</entries>') ?? '';
      const content = entries.replace(/^\n/, '').trimEnd();
      return path === undefined ? { type, content } : { type, content, path };
    }
    const body = between(trimmed, '<content>', '</content>');
    if (body === undefined) return undefined;
    const parsed = stripNumbers(body, COLON);
    return path === undefined ? { type, ...parsed } : { type, ...parsed, path };
  }
  if (trimmed.startsWith('<file>')) {
    const body = between(trimmed, '<file>', '</file>');
    if (body === undefined) return undefined;
    return { type: 'file', ...stripNumbers(body, BAR) };
  }
  return undefined;
}
