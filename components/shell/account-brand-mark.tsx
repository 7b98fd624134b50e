'use client';

import { useBranding } from '@/lib/sdk/react/branding';
import { BrandLink } from './brand-link';

/** An entitled account's name and logo (`logo_dark` on the dark theme, falling back to `logo`). */
export function AccountBrandMark({ accountId }: { accountId: string }) {
  const branding = useBranding(accountId).data;
  const brand = branding?.account_id === accountId ? branding : undefined;
  const light = brand?.assets.logo?.data_url;
  const dark = brand?.assets.logo_dark?.data_url ?? light;
  return <BrandLink name={brand?.app_name ?? undefined} light={light} dark={dark} branded={Boolean(brand?.app_name || light)} />;
}
