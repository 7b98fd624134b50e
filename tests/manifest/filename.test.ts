import { describe, expect, it } from 'vitest';
import { defaultManifestFilename } from '@/lib/manifest';

describe('defaultManifestFilename', () => {
  it('prefers platform.yaml over the legacy platform.toml', () => {
    expect(defaultManifestFilename(['README.md', 'platform.toml', 'platform.yaml'])).toBe('platform.yaml');
    expect(defaultManifestFilename(['platform.toml', 'src/index.ts'])).toBe('platform.toml');
  });

  it('only counts files at the repository root', () => {
    expect(defaultManifestFilename(['apps/platform.yaml', 'docs/platform.toml'])).toBeNull();
    expect(defaultManifestFilename(['./platform.yaml'])).toBe('platform.yaml');
    expect(defaultManifestFilename(['/platform.toml'])).toBe('platform.toml');
  });

  it('answers null when there is none, and for odd input', () => {
    expect(defaultManifestFilename([])).toBeNull();
    expect(defaultManifestFilename(['platform.yml', 'Platform.yaml'])).toBeNull();
    expect(defaultManifestFilename(null as never)).toBeNull();
    expect(defaultManifestFilename([1, 'platform.yaml'] as never)).toBe('platform.yaml');
  });
});
