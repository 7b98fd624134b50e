// A setup link's signed-out recipient: the page reads what the link asks for, and its plain form posts here. No
// session is involved (the link's token is the credential); the form passes the CSRF guard like every other write.
import 'server-only';
import type { SetupLinkView } from '@/lib/contract/types-connectors';
import { ApiError } from '@/lib/sdk';
import { anonymousPlatform } from './anonymous-platform';
import { prepare } from './auth-handlers';
import { getBff, type Bff } from './context';

const TOKEN = /^sl_[A-Za-z0-9_-]{16,64}$/;

export type SetupLinkRead = { kind: 'ok'; view: SetupLinkView } | { kind: 'missing' } | { kind: 'unavailable' };

/** What the link asks for; `missing` for an unknown or malformed token (a 404 page). */
export async function readSetupLink(token: string, bff: Bff = getBff()): Promise<SetupLinkRead> {
  if (!TOKEN.test(token)) return { kind: 'missing' };
  try {
    return { kind: 'ok', view: await anonymousPlatform(bff).setupLinks.open(token) };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'unavailable' };
  }
}

const see = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** POST /api/setup/{token} (form: value, or decision) → 303 back to the page, which then says used, or what was wrong. */
export async function completeSetupLink(req: Request, token: string, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  if (!TOKEN.test(token)) return see('/setup/invalid');
  const page = `/setup/${token}`;
  const form = new URLSearchParams(await req.text().catch(() => ''));
  const value = form.get('value') ?? '';
  const decision = form.get('decision');
  try {
    await anonymousPlatform(bff).setupLinks.complete(token, decision === 'allow' || decision === 'deny' ? { decision } : { value });
    return see(`${page}?done=1`);
  } catch (error) {
    const code = error instanceof ApiError && error.code ? error.code : 'unavailable';
    return see(`${page}?error=${encodeURIComponent(code)}`);
  }
}
