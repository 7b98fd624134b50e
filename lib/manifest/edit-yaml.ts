import {
  Document,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Node,
  type Pair,
  type ToStringOptions,
  type YAMLMap,
} from 'yaml';
import { LineIndex } from './line-index';
import type { PathSegment } from './types';

/**
 * YAML edits, located and rendered with the `yaml` Document API. Two strategies, tried in order by the
 * caller (which re-reads and verifies each result):
 * 1. splice: replace or insert only the edited value's text, so comments, blank lines and every other
 *    byte stay exactly as they were (the change request diff shows the edit and nothing else);
 * 2. rewrite: change the Document and print it again with writer options read off the source; used for
 *    layouts the splice does not handle (empty agent, null values). Comments and key order survive.
 */

export type Candidate = () => string | null;

function editableDocument(source: string): Document | null {
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  return doc.errors.length > 0 ? null : doc;
}

function contentLines(source: string): { indent: number; text: string }[] {
  return source
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => ({ indent: line.length - line.trimStart().length, text: line.trim() }));
}

export function inferStringifyOptions(source: string): ToStringOptions {
  const lines = contentLines(source);
  let indent = 2;
  let indentSeq = true;
  let indentFound = false;
  let seqFound = false;
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1];
    const line = lines[i];
    const opensBlock = /:\s*(#.*)?$/.test(previous.text) && !previous.text.startsWith('- ');
    if (!opensBlock) continue;
    if (!indentFound && !line.text.startsWith('- ') && line.indent > previous.indent) {
      indent = line.indent - previous.indent;
      indentFound = true;
    }
    if (!seqFound && line.text.startsWith('- ')) {
      indentSeq = line.indent > previous.indent;
      seqFound = true;
    }
  }
  const flow = source.match(/[[{][^\]}\n]/g) ?? [];
  const padded = flow.filter((opening) => opening[1] === ' ').length;
  return {
    indent: Math.min(Math.max(indent, 1), 8),
    indentSeq,
    flowCollectionPadding: flow.length > 0 && padded > flow.length / 2,
    lineWidth: 0,
    minContentWidth: 0,
  };
}

function keyOf(pair: Pair): string | undefined {
  return isScalar(pair.key) ? String(pair.key.value) : undefined;
}

function findPair(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((item) => isPair(item) && keyOf(item) === key);
}

function lineBreak(source: string): string {
  return source.includes('\r\n') ? '\r\n' : '\n';
}

function splice(source: string, start: number, end: number, text: string): string {
  return source.slice(0, start) + text + source.slice(end);
}

/** One value as flow YAML text (`main`, `"a b"`, `[A, B]`), quoted where YAML needs it. */
function renderFlow(value: unknown, options: ToStringOptions, type?: Scalar.Type): string {
  const doc = new Document();
  if (typeof value === 'string') {
    const scalar = new Scalar(value);
    if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') scalar.type = type;
    doc.contents = scalar;
  } else {
    doc.contents = doc.createNode(value, { flow: true });
  }
  return doc.toString({ ...options, lineWidth: 0 }).replace(/\r?\n$/, '');
}

function columnOf(source: string, offset: number): number {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return offset - lineStart;
}

/** End of the last piece of text that belongs to `node` (its deepest last value), not counting comments. */
function contentEnd(node: unknown): number | null {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
    const last = node.items[node.items.length - 1];
    if (isPair(last)) return contentEnd(last.value) ?? (isNode(last.key) && last.key.range ? last.key.range[1] : null);
    return contentEnd(last);
  }
  return isNode(node) && node.range ? node.range[1] : null;
}

/** Offset right after the last content line of a block map, where a new `key: value` line goes. */
function appendPoint(source: string, map: YAMLMap): number | null {
  let end = contentEnd(map);
  if (end === null) return null;
  while (end > 0 && (source[end - 1] === '\n' || source[end - 1] === '\r')) end--;
  return new LineIndex(source).lineEnd(end);
}

function spliceDefaultAgent(source: string, agentName: string): string | null {
  const doc = editableDocument(source);
  if (!doc || !isMap(doc.contents) || doc.contents.flow) return null;
  const options = inferStringifyOptions(source);
  const pair = findPair(doc.contents, 'default_agent');
  if (pair) {
    const value = pair.value;
    if (!isScalar(value) || !value.range || value.range[1] <= value.range[0]) return null;
    if (value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED') return null;
    return splice(source, value.range[0], value.range[1], renderFlow(agentName, options, value.type));
  }
  const version = findPair(doc.contents, 'platform_version');
  if (!version || !isNode(version.key) || !version.key.range) return null;
  const at = appendPointOfPair(source, version);
  if (at === null) return null;
  const indent = ' '.repeat(columnOf(source, version.key.range[0]));
  return splice(source, at, at, `${lineBreak(source)}${indent}default_agent: ${renderFlow(agentName, options)}`);
}

function appendPointOfPair(source: string, pair: Pair): number | null {
  const end = contentEnd(pair.value);
  if (end === null) return null;
  return new LineIndex(source).lineEnd(end);
}

function rewriteDefaultAgent(source: string, agentName: string): string | null {
  const doc = editableDocument(source);
  if (!doc || !isMap(doc.contents)) return null;
  const root = doc.contents;
  const pair = findPair(root, 'default_agent');
  if (pair && isScalar(pair.value)) {
    pair.value.value = agentName;
  } else if (pair) {
    pair.value = doc.createNode(agentName);
  } else {
    const after = root.items.findIndex((item) => keyOf(item) === 'platform_version');
    root.items.splice(after + 1, 0, doc.createPair('default_agent', agentName));
  }
  return doc.toString(inferStringifyOptions(source));
}

export function yamlDefaultAgentCandidates(source: string, agentName: string): Candidate[] {
  return [() => spliceDefaultAgent(source, agentName), () => rewriteDefaultAgent(source, agentName)];
}

function agentMap(doc: Document, agentPath: PathSegment[]): YAMLMap | null {
  const agent = doc.getIn(agentPath, true);
  return isMap(agent) ? agent : null;
}

/** Sets one key of the agent map by splicing text; null when the layout is not one it knows. */
function spliceAgentKey(source: string, agentPath: PathSegment[], key: string, value: unknown): string | null {
  const doc = editableDocument(source);
  if (!doc) return null;
  const map = agentMap(doc, agentPath);
  if (!map || !map.range) return null;
  const options = inferStringifyOptions(source);
  const flowText = renderFlow(value, options);
  const pair = findPair(map, key);

  if (pair) {
    const old = pair.value;
    if (!isNode(old) || !old.range || old.range[1] <= old.range[0]) return null;
    const isBlock = (isSeq(old) || isMap(old)) && !old.flow;
    if (!isBlock) {
      const type = isScalar(old) ? old.type : undefined;
      return splice(source, old.range[0], old.range[1], renderFlow(value, options, type));
    }
    const end = contentEnd(old);
    if (end === null) return null;
    if (isSeq(old) && Array.isArray(value) && value.length > 0) {
      const indent = ' '.repeat(columnOf(source, old.range[0]));
      const items = value.map((item) => `- ${renderFlow(item, options)}`).join(`${lineBreak(source)}${indent}`);
      return splice(source, old.range[0], end, items);
    }
    if (!isNode(pair.key) || !pair.key.range) return null;
    const between = source.slice(pair.key.range[1], old.range[0]);
    const comment = /#.*$/m.exec(between)?.[0];
    return splice(source, pair.key.range[1], end, `: ${flowText}${comment ? ` ${comment}` : ''}`);
  }

  if (map.flow) {
    const [start, end] = map.range;
    const close = source.lastIndexOf('}', end);
    if (close <= start) return null;
    let last = close - 1;
    while (last > start && /\s/.test(source[last])) last--;
    const text = `${key}: ${flowText}`;
    if (last === start) return splice(source, start + 1, close, options.flowCollectionPadding ? ` ${text} ` : text);
    return splice(source, last + 1, last + 1, `${source[last] === ',' ? ' ' : ', '}${text}`);
  }

  const first = map.items[0];
  if (!first || !isNode(first.key) || !first.key.range) return null;
  const at = appendPoint(source, map);
  if (at === null) return null;
  const indent = ' '.repeat(columnOf(source, first.key.range[0]));
  return splice(source, at, at, `${lineBreak(source)}${indent}${key}: ${flowText}`);
}

function rewriteAgentKeys(source: string, agentPath: PathSegment[], values: Record<string, unknown>): string | null {
  const doc = editableDocument(source);
  if (!doc) return null;
  let agent = doc.getIn(agentPath, true);
  if (isAlias(agent)) return null; // editing an anchor would change every place that refers to it
  if (agent === null || agent === undefined || (isScalar(agent) && (agent.value === null || agent.value === ''))) {
    doc.setIn(agentPath, doc.createNode({}));
    agent = doc.getIn(agentPath, true);
    if (isMap(agent)) agent.flow = false;
  }
  if (!isMap(agent)) return null;
  const map = agent;
  for (const [key, value] of Object.entries(values)) {
    const pair = findPair(map, key);
    const previous = pair && isNode(pair.value) ? pair.value : null;
    const node = doc.createNode(value) as Node;
    if (isSeq(node)) {
      const items = Array.isArray(value) ? value.length : 0;
      node.flow = map.flow || items === 0 || (isSeq(previous) ? Boolean(previous.flow) : true);
    }
    if (previous) {
      node.comment = previous.comment;
      node.commentBefore = previous.commentBefore;
      node.spaceBefore = previous.spaceBefore;
    }
    if (pair) pair.value = node;
    else map.items.push(doc.createPair(key, node));
  }
  return doc.toString(inferStringifyOptions(source));
}

export function yamlAgentKeysCandidates(source: string, agentPath: PathSegment[], values: Record<string, unknown>): Candidate[] {
  const spliced: Candidate = () => {
    let current: string | null = source;
    for (const [key, value] of Object.entries(values)) {
      if (current === null) return null;
      current = spliceAgentKey(current, agentPath, key, value);
    }
    return current;
  };
  return [spliced, () => rewriteAgentKeys(source, agentPath, values)];
}
