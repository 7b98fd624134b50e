import { z } from 'zod';
import { checkPublicHttpsUrl } from './safe-url';

/** A URL the platform will call: https to a public host name (lib/contract/safe-url.ts), refused at the boundary otherwise. */
export const publicHttpsUrl = z.string().superRefine((value, ctx) => {
  const check = checkPublicHttpsUrl(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, params: { reason: check.reason } });
});
