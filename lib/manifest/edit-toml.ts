import { LineIndex } from './line-index';
import { scanToml, tomlKey, tomlString, type TomlNode } from './toml-scanner';
import type { PathSegment } from './types';

/**
 * TOML edits as text splices at positions found by the scanner: smol-toml cannot write comments back,
 * so the file is never re-serialised and everything not edited stays byte for byte.
 */

const sameStart = (path: PathSegment[], prefix: PathSegment[]) => prefix.every((segment, i) => path[i] === segment);
const samePath = (a: PathSegment[], b: PathSegment[]) => a.length === b.length && sameStart(a, b);

function splice(source: string, start: number, end: number, text: string): string {
  return source.slice(0, start) + text + source.slice(end);
}

function lineBreak(source: string): string {
  return source.includes('\r\n') ? '\r\n' : '\n';
}

export function tomlValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => tomlString(String(item))).join(', ')}]`;
  return tomlString(String(value));
}

function find(nodes: TomlNode[], path: PathSegment[]): TomlNode | undefined {
  return nodes.find((node) => samePath(node.path, path));
}

export function tomlSetDefaultAgent(source: string, agentName: string): string | null {
  const nodes = scanToml(source);
  const rootPair = (key: string) => nodes.find((node) => node.kind === 'pair' && !node.inline && samePath(node.path, [key]));
  const existing = rootPair('default_agent');
  if (existing) return splice(source, existing.valueStart, existing.valueEnd, tomlString(agentName));
  const line = `default_agent = ${tomlString(agentName)}`;
  const version = rootPair('platform_version');
  if (!version) return `${line}${lineBreak(source)}${source}`;
  const at = new LineIndex(source).lineEnd(version.valueEnd);
  return splice(source, at, at, `${lineBreak(source)}${line}`);
}

/** Adds `key = value` to an inline table `{ ... }` spanning [start, end). */
function addToInlineTable(source: string, start: number, end: number, pairText: string): string {
  const inner = source.slice(start + 1, end - 1);
  if (inner.trim() === '') return splice(source, start, end, `{ ${pairText} }`);
  let last = end - 2;
  while (last > start && /\s/.test(source[last])) last--;
  const separator = source[last] === ',' ? ' ' : ', ';
  return splice(source, last + 1, last + 1, `${separator}${pairText}`);
}

function setOne(source: string, agentPath: PathSegment[], key: string, value: unknown): string | null {
  const nodes = scanToml(source);
  const text = tomlValue(value);
  const existing = find(nodes, [...agentPath, key]);
  if (existing?.kind === 'pair') return splice(source, existing.valueStart, existing.valueEnd, text);
  if (existing) return null;

  const lines = new LineIndex(source);
  const agent = find(nodes, agentPath);
  if (agent?.kind === 'table' || agent?.kind === 'array-table') {
    const at = lines.lineEnd(agent.bodyEnd);
    return splice(source, at, at, `${lineBreak(source)}${tomlKey(key)} = ${text}`);
  }
  if (agent && source[agent.valueStart] === '{') {
    return addToInlineTable(source, agent.valueStart, agent.valueEnd, `${tomlKey(key)} = ${text}`);
  }
  if (agent) return null;

  // Agent written with dotted keys (`main.enabled = true` under [agents]): add one more dotted key.
  const dotted = nodes.filter(
    (node) => node.kind === 'pair' && !node.inline && sameStart(node.path, agentPath) && sameStart(agentPath, node.tablePath),
  );
  const last = dotted.reduce<TomlNode | undefined>((latest, node) => (!latest || node.valueEnd > latest.valueEnd ? node : latest), undefined);
  if (!last) return null;
  const relative = [...agentPath, key].slice(last.tablePath.length).map((segment) => tomlKey(String(segment))).join('.');
  const at = lines.lineEnd(last.valueEnd);
  return splice(source, at, at, `${lineBreak(source)}${relative} = ${text}`);
}

export function tomlSetAgentKeys(source: string, agentPath: PathSegment[], values: Record<string, unknown>): string | null {
  let current: string | null = source;
  for (const [key, value] of Object.entries(values)) {
    current = setOne(current, agentPath, key, value);
    if (current === null) return null;
  }
  return current;
}
