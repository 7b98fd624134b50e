'use client';

import { X } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';

/**
 * An image shown small in the timeline that opens full size in a dialog (focus trapped, Escape and a click outside
 * close it). `src` has been through safeUrl already.
 */
export function ImageLightbox({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="block cursor-zoom-in rounded-md focus-visible:outline-2" aria-label={`Open ${alt || 'the image'} full size`}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={alt} loading="lazy" className={className} />
        </button>
      </DialogTrigger>
      <DialogContent variant="full" title={alt || 'Image'} description="The image at full size. Escape closes it." onClick={() => setOpen(false)}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={src} alt={alt} className="max-h-full max-w-full rounded-md bg-bg object-contain shadow-2xl" onClick={(event) => event.stopPropagation()} />
        <DialogClose className="absolute right-0 top-0 rounded-full bg-bg p-2 text-fg shadow hover:bg-bg-muted" aria-label="Close">
          <X aria-hidden className="size-4" />
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
