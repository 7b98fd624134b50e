import 'server-only';
import { seal, unseal, type SealedValue } from '../crypto';
import type { PlatformRuntime } from '../runtime';

export interface SealedValueContext {
  projectId: string;
  slug: string;
}

const aad = (c: SealedValueContext) => `connector-credential:${c.projectId}/${c.slug}`;

export const sealValue = (rt: PlatformRuntime, value: string, context: SealedValueContext): SealedValue => seal(rt.credentialKey, value, aad(context));

/** The credential, decrypted for this request only; null when it cannot be read (another key, tampered bytes). */
export const unsealValue = (rt: PlatformRuntime, sealed: SealedValue, context: SealedValueContext): string | null => unseal(rt.credentialKey, sealed, aad(context));
