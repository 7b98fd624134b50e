import Link from 'next/link';

export const CONSOLE_NAME = 'Platform Console';

/**
 * The top bar's link home: a name and, when an account's branding has them, its logos as data URLs (raster only: the
 * platform refuses SVG); `dark` is shown on the dark theme.
 */
export function BrandLink({ name = CONSOLE_NAME, light, dark, branded = false }: { name?: string; light?: string; dark?: string; branded?: boolean }) {
  return (
    <Link href="/projects" className="hidden min-w-0 shrink-0 items-center gap-2 font-semibold sm:inline-flex" data-brand={branded ? 'account' : 'default'}>
      {/* A data URL from the platform: next/image would only pass it through. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {light && <img src={light} alt="" data-brand-logo="light" className="h-6 w-auto max-w-24 object-contain dark:hidden" />}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {dark && <img src={dark} alt="" data-brand-logo="dark" className="hidden h-6 w-auto max-w-24 object-contain dark:block" />}
      <span className="max-w-48 truncate" data-brand-name>{name}</span>
    </Link>
  );
}
