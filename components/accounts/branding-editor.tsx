'use client';

import { useId, useState, type ChangeEvent } from 'react';
import type { Branding, BrandingAssetKind } from '@/lib/contract/types-iam';
import { describeError } from '@/lib/errors/describe-error';
import { useRemoveBrandingAsset, useResetBranding, useUpdateBranding, useUploadBrandingAsset } from '@/lib/sdk/react/branding';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { NameForm } from '@/components/ui/name-form';
import { FormAlert } from '@/components/ui/form-alert';

// The platform's limits (lib/embedded/branding/assets.ts), checked here first so a wrong file is named at once.
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon', 'image/vnd.microsoft.icon'];
const MAX_BYTES = 256 * 1024;
const NAME_MAX = 60;
const KINDS: { kind: BrandingAssetKind; label: string; dark: boolean }[] = [
  { kind: 'logo', label: 'Logo', dark: false },
  { kind: 'logo_dark', label: 'Logo, dark theme', dark: true },
  { kind: 'icon', label: 'Icon', dark: false },
  { kind: 'icon_dark', label: 'Icon, dark theme', dark: true },
  { kind: 'favicon', label: 'Favicon', dark: false },
  { kind: 'favicon_dark', label: 'Favicon, dark theme', dark: true },
];

const errorText = (e: unknown) => {
  const info = describeError(e);
  return `${info.title}: ${info.detail}`;
};

/** The app name and the six images, each with a preview, upload and remove; and a reset of it all. */
export function BrandingEditor({ accountId, branding }: { accountId: string; branding: Branding }) {
  const reset = useResetBranding(accountId);
  return (
    <div className="mt-3 flex flex-col gap-4">
      <AppNameForm accountId={accountId} current={branding.app_name} />
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Branding images">
        {KINDS.map((k) => (
          <AssetSlot key={k.kind} accountId={accountId} slot={k} asset={branding.assets[k.kind]} />
        ))}
      </ul>
      <ConfirmButton
        className="self-start"
        label="Reset branding"
        title="Reset the branding?"
        description="The app name and every image are removed; the console shows its own name again."
        confirmLabel="Reset"
        onConfirm={() => reset.mutateAsync(undefined)}
      />
    </div>
  );
}

function AppNameForm({ accountId, current }: { accountId: string; current: string | null }) {
  const update = useUpdateBranding(accountId);
  return <NameForm label="App name" ariaLabel="App name" current={current ?? ''} max={NAME_MAX} emptyMessage="Give the app a name" submitLabel="Save app name" pending={update.isPending} save={(name) => update.mutateAsync(name)} />;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function AssetSlot({ accountId, slot, asset }: { accountId: string; slot: (typeof KINDS)[number]; asset: Branding['assets'][BrandingAssetKind] }) {
  const upload = useUploadBrandingAsset(accountId);
  const remove = useRemoveBrandingAsset(accountId);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type === 'image/svg+xml') return setError('SVG is not accepted (it can carry scripts): export a PNG');
    if (!TYPES.includes(file.type)) return setError('Choose a PNG, JPEG, WebP or ICO image');
    if (file.size > MAX_BYTES) return setError(`The file is ${Math.ceil(file.size / 1024)} KiB; the limit is ${MAX_BYTES / 1024} KiB`);
    setError(null);
    try {
      await upload.mutateAsync({ kind: slot.kind, content_type: file.type, data_base64: await readBase64(file) });
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm" data-branding-asset={slot.kind} data-present={asset ? 'true' : 'false'}>
      <p className="font-medium">{slot.label}</p>
      <div className={`flex h-14 items-center justify-center rounded ${slot.dark ? 'bg-neutral-900 text-neutral-300' : 'bg-white text-neutral-600'} border border-border`}>
        {/* A data URL from the platform (raster only): next/image would only pass it through. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {asset ? <img src={asset.data_url} alt={`${slot.label} preview`} className="max-h-10 max-w-full object-contain" /> : <span className="text-xs">None</span>}
      </div>
      {asset && <p className="text-xs text-fg-muted">{asset.content_type.replace('image/', '').toUpperCase()} · {Math.ceil(asset.size / 1024)} KiB</p>}
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className="inline-flex h-8 cursor-pointer items-center rounded-md border border-border bg-bg px-3 text-sm font-medium hover:bg-bg-muted focus-within:ring-2 focus-within:ring-ring">
          {upload.isPending ? 'Uploading…' : asset ? 'Replace' : 'Upload'}
          <input id={inputId} type="file" accept={TYPES.join(',')} className="sr-only" aria-label={`Upload ${slot.label.toLowerCase()}`} onChange={choose} disabled={upload.isPending} />
        </label>
        {asset && (
          <Button size="sm" variant="ghost" pending={remove.isPending} onClick={() => remove.mutateAsync(slot.kind).catch((e: unknown) => setError(errorText(e)))}>
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}
