// The platform without a token, for pages whose link is the credential (setup links, invites).
import 'server-only';
import { createPlatform } from '@/lib/sdk';
import type { Bff } from './context';

export function anonymousPlatform(bff: Bff) {
  return createPlatform({
    backendUrl: 'http://upstream.invalid/v1',
    getToken: () => null,
    clientSource: 'web',
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return bff.upstream(url.pathname + url.search, init ?? {});
    },
  });
}
