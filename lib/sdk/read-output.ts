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

const NEW_LINE = /^(\d+): ?(.*)$/;
const OLD_LINE = /^(\d+)\| ?(.*)$/;
const FOOTER = /^\((?:End of file|File has more lines|Output (?:was )?truncated)[^)]*\)$/;

function between(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  if (start === -1) return undefined;
  const from = start + open.length;
  const end = text.lastIndexOf(close);
  return end >= from ? text.slice(from, end) : text.slice(from);
}

function stripNumbers(body: string, pattern: RegExp): { content: string; startLine?: number } {
  const out: string[] = [];
  let startLine: number | undefined;
  for (const raw of body.replace(/^\n/, '').split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const match = pattern.exec(line);
    if (match) {
      if (startLine === undefined) startLine = Number(match[1]);
      out.push(match[2]);
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
    const parsed = stripNumbers(body, NEW_LINE);
    return path === undefined ? { type, ...parsed } : { type, ...parsed, path };
  }
  if (trimmed.startsWith('<file>')) {
    const body = between(trimmed, '<file>', '</file>');
    if (body === undefined) return undefined;
    return { type: 'file', ...stripNumbers(body, OLD_LINE) };
  }
  return undefined;
}
