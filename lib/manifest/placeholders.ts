/**
 * Enumerated values that the spec writes as neutral placeholders instead of third-party product names
 * (hosted-app providers, an API-collection importer, chat platforms, agent runtimes).
 *
 * Why they are accepted literally: the spec is the only contract this console has, and it deliberately
 * does not name the products. Guessing real names would make the validator reject manifests the platform
 * accepts (or the reverse), so the schemas accept exactly these strings as written, e.g.
 * `provider: "<hosted_apps_a>"`. When the real names are known, this is the one place to change.
 */
export const MANIFEST_PLACEHOLDER_VALUES = [
  '<hosted_apps_a>',
  '<hosted_apps_b>',
  '<collection_import>',
  '<chat_platform_a>',
  '<chat_platform_b>',
  '<runtime_a>',
  '<runtime_b>',
] as const;

export type ManifestPlaceholder = (typeof MANIFEST_PLACEHOLDER_VALUES)[number];

/** Identity function whose type only admits a listed placeholder, so every use is tied to the list above. */
export function placeholder<T extends ManifestPlaceholder>(value: T): T {
  return value;
}
