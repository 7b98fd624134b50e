import { z } from 'zod';
import { manifestV1Schema } from './schema-v1';
import { manifestV2Schema } from './schema-v2';

/** Both versions, dispatching on `platform_version`. */
export const manifestSchema = z.discriminatedUnion('platform_version', [manifestV1Schema, manifestV2Schema]);

export type Manifest = z.infer<typeof manifestSchema>;

export { manifestV1Schema, manifestV2Schema };
export type { ManifestV1 } from './schema-v1';
export type { ManifestV2 } from './schema-v2';
