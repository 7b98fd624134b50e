// A layout for everything under one account or one project: its title template, and a real 403 or 404 before any
// of its pages renders.
import 'server-only';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import type { ServerRead } from './server-platform';

const APP = 'Platform Console';

export function scopeMetadata(read: ServerRead<{ name: string }>, id: string): Metadata {
  // A template without %s, so a page's own title does not show under a layout that threw.
  if (read.kind === 'forbidden') return { title: { absolute: `No access · ${APP}`, template: `No access · ${APP}` } };
  if (read.kind === 'missing') return { title: { absolute: `Not found · ${APP}`, template: `Not found · ${APP}` } };
  const name = read.kind === 'ok' ? read.value.name : id;
  return { title: { template: `%s · ${name} · ${APP}`, default: `${name} · ${APP}` } };
}

/** Throws Next's 403 or 404 for a scope the user may not open or that does not exist; an unknown answer lets the page try. */
export function refuseClosedScope(read: ServerRead<unknown>): void {
  if (read.kind === 'forbidden') forbidden();
  if (read.kind === 'missing') notFound();
}
