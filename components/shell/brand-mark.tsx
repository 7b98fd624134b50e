'use client';

import Link from 'next/link';
import { useBranding } from '@/lib/sdk/react/branding';
import { useCurrentAccount } from './use-current-account';

export const CONSOLE_NAME = 'Platform Console';

/**
 * The top bar's name and logo: the current account's branding when its plan includes it (Enterprise), else the
 * console's own name. The logo comes as a data URL (raster only: the platform refuses SVG); `logo_dark` is shown on
 * the dark theme, falling back to `logo`. An account without the entitlement is never asked for its branding.
 */
export function BrandMark() {
  const { account } = useCurrentAccount();
  const entitled = account?.entitlements.includes('branding') ?? false;
  const branding = useBranding(account?.id ?? null, entitled).data;
  const brand = entitled && branding?.account_id === account?.id ? branding : undefined;
  const light = brand?.assets.logo?.data_url;
  const dark = brand?.assets.logo_dark?.data_url ?? light;
  return (
    <Link href="/projects" className="hidden min-w-0 shrink-0 items-center gap-2 font-semibold sm:inline-flex" data-brand={brand?.app_name || light ? 'account' : 'default'}>
      {/* A data URL from the platform: next/image would only pass it through. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {light && <img src={light} alt="" data-brand-logo="light" className="h-6 w-auto max-w-24 object-contain dark:hidden" />}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {dark && <img src={dark} alt="" data-brand-logo="dark" className="hidden h-6 w-auto max-w-24 object-contain dark:block" />}
      <span className="max-w-48 truncate" data-brand-name>{brand?.app_name ?? CONSOLE_NAME}</span>
    </Link>
  );
}
