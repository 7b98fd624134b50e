import { manifestJsonSchema, parseManifest } from '@/lib/manifest';
import { manifestInfo } from '@/lib/manifest/editor/manifest-info';

/**
 * Everything the manifest page needs from the parser (yaml, js-yaml, smol-toml, zod and the schemas: ~120 KB gzipped),
 * loaded as one lazy chunk after first paint. The first screen's check comes from the server (`ManifestCheck`).
 */
export { manifestInfo, manifestJsonSchema, parseManifest };
