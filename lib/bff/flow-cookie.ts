// Short-lived sealed cookies for one auth flow: the recovery session (password reset) and the PKCE verifier.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { CookieSettings } from './session';

export const RECOVERY_COOKIE = 'pc_recovery';
export const PKCE_COOKIE = 'pc_pkce';
export const FLOW_TTL_SECONDS = 10 * 60;

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export async function setFlowCookie(headers: Headers, name: string, data: Record<string, unknown>, secret: string, settings: CookieSettings): Promise<void> {
  const seal = await sealData(data, { password: secret, ttl: FLOW_TTL_SECONDS });
  headers.append('set-cookie', `${name}=${encodeURIComponent(seal)}; Path=/; Max-Age=${FLOW_TTL_SECONDS - 5}; HttpOnly; SameSite=Lax${settings.secure ? '; Secure' : ''}`);
}

export function clearFlowCookie(headers: Headers, name: string, settings: CookieSettings): void {
  headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${settings.secure ? '; Secure' : ''}`);
}

/** The cookie's data, or null when it is missing, tampered with or older than its lifetime. */
export async function readFlowCookie<T extends Record<string, unknown>>(req: Request, name: string, secret: string): Promise<T | null> {
  const value = cookieValue(req.headers.get('cookie'), name);
  if (!value) return null;
  try {
    const data = await unsealData<T>(value, { password: secret, ttl: FLOW_TTL_SECONDS });
    return data && Object.keys(data).length > 0 ? data : null;
  } catch {
    return null;
  }
}
