/** The manifest file of a repository listing: platform.yaml wins over the legacy platform.toml. */
export function defaultManifestFilename(files: string[]): 'platform.yaml' | 'platform.toml' | null {
  if (!Array.isArray(files)) return null;
  const names = new Set(files.filter((file) => typeof file === 'string').map((file) => file.replace(/^(\.\/|\/)+/, '')));
  if (names.has('platform.yaml')) return 'platform.yaml';
  if (names.has('platform.toml')) return 'platform.toml';
  return null;
}
