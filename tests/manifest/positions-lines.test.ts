import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '@/lib/manifest/line-index';
import { LinePositions } from '@/lib/manifest/positions-yaml-lines';
import { readYaml } from '@/lib/manifest/positions-yaml';
import { fastYamlData } from '@/lib/manifest/yaml-fast';
import type { PathSegment } from '@/lib/manifest/types';

const key = fc.constantFrom('agents', 'main', 'model', 'port', 'a-b', 'Bad Name', 'x.y', 'enabled', 'env', '0', 'on', 'slug');
const scalar = fc.oneof(
  fc.constantFrom('text', 'two words', 'with: colon', 'hash # inside', '', '- dash', 'yes', '12', 'true', "it's", '"q"'),
  fc.integer({ min: -5, max: 70000 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('line one\nline two', 'a very long plain scalar that may be folded by the emitter when it passes the line width '.repeat(2)),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('map'), tie('seq')),
  map: fc.dictionary(key, tie('node'), { maxKeys: 4 }),
  seq: fc.array(tie('node'), { maxLength: 3 }),
})).map;

/** Every path of the data, plus one missing key under each map and one index past each list. */
function paths(data: unknown, prefix: PathSegment[] = []): PathSegment[][] {
  const out: PathSegment[][] = [prefix];
  if (Array.isArray(data)) {
    data.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
    out.push([...prefix, data.length]);
  } else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) out.push(...paths(v, [...prefix, k]));
    out.push([...prefix, 'missing_key']);
  }
  return out;
}

/** Comments after values and between lines, as people write them. */
function decorate(text: string, seed: number): string {
  return text
    .split('\n')
    .map((line, i) => {
      if ((i + seed) % 5 === 1 && /:\s\S/.test(line) && !/[|>][-+]?$/.test(line) && !line.includes('"') && !line.includes("'")) return `${line}  # note`;
      if ((i + seed) % 7 === 3) return `# comment\n${line}`;
      return line;
    })
    .join('\n');
}

describe('line-scanner positions', () => {
  it('give exactly the yaml Document positions wherever they give one', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        value,
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<'key' | 'value'>('key', 'value'),
        (data, indentSeq, seed, target) => {
          const source = decorate(stringify({ platform_version: 2, data }, { indentSeq, lineWidth: 60 }), seed);
          if (!fastYamlData(source)) return;
          const document = readYaml(source).positions;
          const scanner = new LinePositions(source, new LineIndex(source));
          for (const path of paths({ platform_version: 2, data })) {
            const fast = scanner.locate(path, target);
            if (fast === undefined) continue;
            compared++;
            expect({ path, target, range: fast }).toEqual({ path, target, range: document.locate(path, target) });
          }
        },
      ),
      { numRuns: 400 },
    );
    // The comparison is not vacuous: the scanner answers for most paths.
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers for the paths of a typical manifest, so a diagnostic there needs no Document', () => {
    const source = [
      'platform_version: 2',
      'default_agent: main',
      'agents:',
      '  main:',
      '    enabled: true',
      '    colour: blue # unknown',
      'triggers:',
      '  - slug: probe',
      '    type: monitor',
      'env:',
      '- A',
      '- B',
    ].join('\n');
    const scanner = new LinePositions(source, new LineIndex(source));
    for (const path of [['agents', 'main', 'colour'], ['triggers', 0, 'run'], ['env', 1], ['default_agent'], ['agents', 'main', 'model'], []] as PathSegment[][]) {
      expect(scanner.locate(path, 'key'), JSON.stringify(path)).toBeDefined();
    }
  });
});
