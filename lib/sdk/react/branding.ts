'use client';

// An account's branding (Enterprise): the shell reads it on every page of the account; settings change it.
import { useQuery } from '@tanstack/react-query';
import type { BrandingAssetKind } from '@/lib/contract/types-iam';
import { usePlatform } from './context';
import { accountKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const brandingKeys = {
  detail: (accountId: string) => [...accountKeys.detail(accountId), 'branding'] as const,
};

export function useBranding(accountId: string | null, enabled = true) {
  const platform = usePlatform();
  return useQuery({
    queryKey: brandingKeys.detail(accountId ?? ''),
    queryFn: ({ signal }) => platform.accounts.branding.get(accountId!, undefined, { signal }),
    enabled: Boolean(accountId) && enabled,
    staleTime: 5 * 60_000,
  });
}

function useBrandingMutation<TInput, TResult>(accountId: string, fn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(fn, () => [brandingKeys.detail(accountId)]);
}

export function useUpdateBranding(accountId: string) {
  const platform = usePlatform();
  return useBrandingMutation(accountId, (appName: string) => platform.accounts.branding.update(accountId, { app_name: appName }));
}

export function useUploadBrandingAsset(accountId: string) {
  const platform = usePlatform();
  return useBrandingMutation(accountId, (input: { kind: BrandingAssetKind; content_type: string; data_base64: string }) =>
    platform.accounts.branding.uploadAsset(accountId, input.kind, { content_type: input.content_type, data_base64: input.data_base64 }),
  );
}

export function useRemoveBrandingAsset(accountId: string) {
  const platform = usePlatform();
  return useBrandingMutation(accountId, (kind: BrandingAssetKind) => platform.accounts.branding.removeAsset(accountId, kind));
}

export function useResetBranding(accountId: string) {
  const platform = usePlatform();
  return useBrandingMutation(accountId, () => platform.accounts.branding.reset(accountId));
}
