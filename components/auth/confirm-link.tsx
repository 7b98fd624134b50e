'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleAuthClient } from '@/lib/auth-client/client';
import { safeNextPath } from '@/lib/auth-client/next-path';
import { Spinner } from '@/components/ui/states';
import { signInErrorMessage } from './sign-in-error-message';

/** Where the emailed link lands: it verifies the code it carries once, then goes on to `next`. */
export function ConfirmLink() {
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const type = params.get('type');
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (type === 'recovery') {
      router.replace(`/reset-password?${new URLSearchParams({ email, token, type })}`);
      return;
    }
    consoleAuthClient
      .verifyOtp({ email, token, type: 'magiclink', next })
      .then((result) => {
        queryClient.clear();
        router.replace(result.next ?? next);
      })
      .catch((e: unknown) => setError(signInErrorMessage(e)));
  }, [email, token, type, next, router, queryClient]);

  if (error) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger">{error}</p>
        <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="text-sm underline-offset-2 hover:underline">Back to sign-in</Link>
      </div>
    );
  }
  return <Spinner label="Signing you in" />;
}
