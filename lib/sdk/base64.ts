// Base64 without Buffer (browsers, edge runtimes): `btoa`/`atob` over binary strings, in chunks.

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The bytes of a base64 text; an empty array for anything that is not valid base64. */
export function base64ToBytes(base64: unknown): Uint8Array {
  if (typeof base64 !== 'string') return new Uint8Array(0);
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return new Uint8Array(0);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
