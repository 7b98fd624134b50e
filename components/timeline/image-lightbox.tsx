'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';

/**
 * An image shown small in the timeline that opens full size in a dialog (Radix: focus trapped, Escape and a click
 * outside close it). `src` has been through safeUrl already.
 */
export function ImageLightbox({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="block cursor-zoom-in rounded-md focus-visible:outline-2" aria-label={`Open ${alt || 'the image'} full size`}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={alt} loading="lazy" className={className} />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed inset-4 z-50 flex flex-col items-center justify-center gap-2 focus:outline-none" onClick={() => setOpen(false)}>
          <Dialog.Title className="sr-only">{alt || 'Image'}</Dialog.Title>
          <Dialog.Description className="sr-only">The image at full size. Escape closes it.</Dialog.Description>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={alt} className="max-h-full max-w-full rounded-md bg-bg object-contain shadow-2xl" onClick={(event) => event.stopPropagation()} />
          <Dialog.Close className="absolute right-0 top-0 rounded-full bg-bg p-2 text-fg shadow hover:bg-bg-muted" aria-label="Close">
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
