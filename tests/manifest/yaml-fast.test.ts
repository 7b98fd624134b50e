import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { isPlainObject } from '@/lib/manifest/rules';
import { fastYamlData } from '@/lib/manifest/yaml-fast';

/** Numbers compared by their text, so NaN, Infinity and -0 count as values, not as null. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0)) ? `#${String(Object.is(v, -0) ? '-0' : v)}` : v));

/** When the fast path reads a map, the `yaml` package must read the same map without errors. */
function expectSameAsYaml(source: string): void {
  const fast = fastYamlData(source);
  if (!fast || !isPlainObject(fast.data)) return;
  const doc = parseDocument(source, { uniqueKeys: true, logLevel: 'silent' });
  expect(doc.errors.map((e) => e.code), source).toEqual([]);
  expect(canonical(fast.data), source).toBe(canonical(doc.toJS()));
}

const SCALARS = [
  '0b1', '+.5', '.5', '1.', '0o7', '-0o7', '0x1F', '+0x1', '012', '-0', '+1', '1e3', '-.5e-3', '1' + '0'.repeat(30),
  'True', 'tRue', 'TRUE', 'false', 'yes', 'on', '~', 'null', 'Null', 'nULL', '', '-.inf', '.Inf', '.NaN', '.nan',
  '1_000', '2026-01-01', '12:30', 'x #y', 'a#b', "it's", '"q"', "'s'", '"a\\tb"', '"\\u00e9"', 'main', 'a b', 'http://x:1/y',
  '[a, b]', '[]', '{}', '{a: 1, b: [x]}', '"multi\n  line"', "'multi\n  line'", '|\n    text\n    more', '>-\n    folded\n\n    para',
  '|\n    > quote\n    # not a comment', '"a" #c', '[a, {b: c}]', '- x', '@x', '`x', '%x', 'x%', '*x', '&x y', '!x y', '? x',
];

describe('the js-yaml fast path reads documents exactly as the yaml package does', () => {
  it('for manifest-shaped documents with every kind of scalar', () => {
    const key = fc.constantFrom('platform_version', 'agents', 'main', 'port', 'prompt', 'a b', '"q k"', "'s k'", '1', 'true', 'null', '~', '0x1F', '1.0', '-0', '.nan', '1e3', '0o7', '"null"');
    const entry = fc.tuple(fc.constantFrom('', '  ', '    '), fc.constantFrom('', '- '), key, fc.constantFrom(...SCALARS));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 8 }), (entries) => {
        expectSameAsYaml(entries.map(([indent, dash, k, v]) => `${indent}${dash}${k}: ${v}`).join('\n') + '\n');
      }),
      { numRuns: 3000 },
    );
  });

  it('for uneven indentation', () => {
    const line = fc.tuple(fc.constantFrom('', ' ', '  ', '   ', '    '), fc.constantFrom('', '- ', '- - '), fc.constantFrom('a', 'b', 'port'), fc.constantFrom(':', ': 1', ': [x]', ': "q"', ''));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        expectSameAsYaml('platform_version: 2\n' + lines.map((parts) => parts.join('')).join('\n') + '\n');
      }),
      { numRuns: 3000 },
    );
  });

  it('for token soup', () => {
    const token = fc.constantFrom('k', ':', ': ', ' ', '\n', '  ', '- ', '[', ']', '{', '}', '"', "'", '#', ',', '\t', '\r\n', '|', '>', '---', '...', '1', '?', '&a', '*a', '!t');
    fc.assert(fc.property(fc.array(token, { maxLength: 30 }), (tokens) => expectSameAsYaml(tokens.join(''))), { numRuns: 5000 });
  });

  it('takes the fast path for ordinary manifests and leaves the tricky ones to the yaml package', () => {
    expect(fastYamlData('platform_version: 2\nagents:\n  main: {enabled: true} # ok\nprompt: "it\'s fine"\n')).not.toBeNull();
    for (const source of ['a: &x 1\nb: *x\n', 'a: !!str 1\n', '%YAML 1.1\n---\na: yes\n', '\ta: 1\n', 'a: "x\n  y"\n', '? [a]\n: 1\n', 'a: b\na: c\n', 'a: 1\n---\nb: 2\n']) {
      expect(fastYamlData(source), source).toBeNull();
    }
  });
});
