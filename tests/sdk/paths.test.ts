import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDirectory, getFilename, relativizePath } from '@/lib/sdk/helpers';

describe('getFilename', () => {
  it.each([
    ['/repo/src/app.ts', 'app.ts'],
    ['C:\\Users\\me\\cap\\plan.md', 'plan.md'],
    ['src/', 'src'],
    ['app.ts', 'app.ts'],
    ['/', '/'],
    ['', ''],
  ])('%s → %s', (path, name) => {
    expect(getFilename(path)).toBe(name);
  });
  it('non-strings give ""', () => {
    expect(getFilename(undefined)).toBe('');
  });
});

describe('getDirectory', () => {
  it.each([
    ['/repo/src/app.ts', '/repo/src'],
    ['/app.ts', '/'],
    ['C:\\Users\\me\\plan.md', 'C:\\Users\\me'],
    ['C:\\plan.md', 'C:\\'],
    ['src/lib/', 'src'],
    ['app.ts', ''],
  ])('%s → %s', (path, dir) => {
    expect(getDirectory(path)).toBe(dir);
  });
});

describe('relativizePath', () => {
  it.each([
    ['/repo/src/a.ts', '/repo', 'src/a.ts'],
    ['/repo/src/a.ts', '/repo/', 'src/a.ts'],
    ['/repo', '/repo', '.'],
    ['/repository/a.ts', '/repo', '/repository/a.ts'],
    ['/elsewhere/a.ts', '/repo', '/elsewhere/a.ts'],
    ['C:\\Users\\me\\cap\\scripts\\Main.gd', 'C:\\Users\\me\\cap', 'scripts\\Main.gd'],
    ['C:/Users/me/cap/a.gd', 'C:\\Users\\me\\cap', 'a.gd'],
    ['/a/b', '/', 'a/b'],
    ['/a/b', '', '/a/b'],
  ])('%s under %s → %s', (path, root, rel) => {
    expect(relativizePath(path, root)).toBe(rel);
  });

  it('never throws and never makes a path longer', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, root) => {
        expect(relativizePath(path, root).length).toBeLessThanOrEqual(Math.max(path.length, 1));
        expect(typeof getFilename(path)).toBe('string');
        expect(typeof getDirectory(path)).toBe('string');
      }),
    );
  });
});
