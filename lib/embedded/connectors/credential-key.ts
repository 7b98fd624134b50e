// The key that seals connector credentials in the saved state. It lives beside the state file, never in it, so a
// copied or exported state file holds only ciphertext: `<dataDir>/credentials.key` (mode 0600), made on first start,
// or PLATFORM_CREDENTIAL_KEY (64 hex digits). Without a data folder the key lives only in memory, like the state.
import 'server-only';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const CREDENTIAL_KEY_FILE = 'credentials.key';

export function credentialKeyFor(dataDir: string | undefined, env: string | undefined = process.env.PLATFORM_CREDENTIAL_KEY): Uint8Array {
  if (env && /^[0-9a-f]{64}$/i.test(env)) return Uint8Array.from(Buffer.from(env, 'hex'));
  if (!dataDir) return Uint8Array.from(randomBytes(32));
  const path = join(dataDir, CREDENTIAL_KEY_FILE);
  if (existsSync(path)) {
    const hex = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{64}$/i.test(hex)) return Uint8Array.from(Buffer.from(hex, 'hex'));
    console.warn(`[embedded platform] ${path} is not a 64-hex-digit key; stored connector credentials cannot be read and must be entered again`);
  }
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, key.toString('hex'), { mode: 0o600 });
  return Uint8Array.from(key);
}
