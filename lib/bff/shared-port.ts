// A share link's visitor (signed out): the link's key is the credential. The embedded platform simulates the app on
// the shared port, so the console answers its page: 200 while the share is valid, 410 once it expired or was revoked,
// 404 for an unknown token or a wrong key (docs/SANDBOXES.md).
import 'server-only';
import type { SharedPortView } from '@/lib/contract/types-sandboxes';
import { ApiError } from '@/lib/sdk';
import { anonymousPlatform } from './anonymous-platform';
import { getBff, type Bff } from './context';

const TOKEN = /^shr_[A-Za-z0-9_-]{8,64}$/;
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(status: number, title: string, lines: string[], state: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Platform Console</title></head><body><main data-share-page="${state}"><h1>${escape(title)}</h1>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}</main></body></html>`;
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}

function shown(view: SharedPortView): Response {
  return page(200, view.label ? `${view.label} (port ${view.port})` : `Port ${view.port} of ${view.sandbox_id}`, [view.body, `This share expires ${view.expires_at}.`], 'active');
}

/** GET /share/{token}/{key}. */
export async function openSharedPort(token: string, key: string, bff: Bff = getBff()): Promise<Response> {
  const missing = () => page(404, 'This share link does not exist', ['Check that the link was copied whole.'], 'missing');
  if (!TOKEN.test(token) || !KEY.test(key)) return missing();
  try {
    return shown(await anonymousPlatform(bff).sharedPorts.open(token, key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      const revoked = error.code === 'share_revoked';
      return page(410, revoked ? 'This share link was revoked' : 'This share link has expired', ['Ask whoever shared it for a new link.'], revoked ? 'revoked' : 'expired');
    }
    if (error instanceof ApiError && error.status === 404) return missing();
    return page(502, 'The shared port cannot be reached right now', ['Try again in a moment.'], 'unavailable');
  }
}
