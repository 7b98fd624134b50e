'use client';

import type { ComponentType } from 'react';
import {
  Bot,
  ChevronRight,
  Clock,
  FileDiff,
  FilePen,
  FilePlus,
  Folder,
  Glasses,
  Globe,
  Image,
  List,
  ListChecks,
  ListTodo,
  MessageCircleQuestion,
  MessagesSquare,
  Search,
  Sparkles,
  Terminal,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatDuration, getToolInfo, type ToolView, type ToolViewModel } from '@/lib/sdk';
import { num, prop } from '@/lib/sdk/util';
import { CopyLink } from '../copy-link';
import { useToolOpen } from '@/components/code-view/expansion-store';
import type { ToolRendererProps } from './types';

// One icon set (lucide-react) for the tool kinds' icons (getToolInfo names them in lucide's vocabulary).
const ICONS: Record<string, LucideIcon> = {
  terminal: Terminal,
  glasses: Glasses,
  'file-plus': FilePlus,
  list: List,
  'file-pen': FilePen,
  'file-diff': FileDiff,
  search: Search,
  globe: Globe,
  image: Image,
  bot: Bot,
  'list-checks': ListChecks,
  'message-circle-question': MessageCircleQuestion,
  sparkles: Sparkles,
  'messages-square': MessagesSquare,
  'list-todo': ListTodo,
  clock: Clock,
  folder: Folder,
};

const STATUS: Record<ToolView['status'], { text: string; className: string }> = {
  pending: { text: 'pending', className: 'text-fg-muted' },
  running: { text: 'running', className: 'text-accent' },
  done: { text: 'done', className: 'text-success' },
  error: { text: 'failed', className: 'text-danger' },
};

function durationOf(raw: unknown): string {
  const time = prop(prop(raw, 'state'), 'time');
  const start = num(prop(time, 'start'));
  const end = num(prop(time, 'end'));
  return start !== undefined && end !== undefined ? formatDuration(end - start) : '';
}

export interface ToolCardProps {
  partId: string;
  view: ToolView;
  model: ToolViewModel;
  raw: unknown;
  rich: boolean;
  defaultOpen: boolean;
  Body: ComponentType<ToolRendererProps>;
}

/** The frame of every tool call: icon, title, subtitle, status and duration; the body opens and closes. */
export function ToolCard({ partId, view, model, raw, rich, defaultOpen, Body }: ToolCardProps) {
  const [open, toggle] = useToolOpen(partId, defaultOpen);
  const info = getToolInfo(view.name, view.input);
  const status = STATUS[view.status];
  const Icon = ICONS[info.icon] ?? Wrench;
  const duration = durationOf(raw);
  const bodyId = `${partId}-body`;
  return (
    <div className="rounded-md border border-border bg-bg" data-tool={view.name} data-tool-kind={model.kind} data-status={view.status}>
      <div data-reveal-scope className="flex items-center gap-2 px-2 py-1.5">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle} className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm">
          <ChevronRight aria-hidden className={cn('size-4 shrink-0 text-fg-muted transition-transform', open && 'rotate-90')} />
          <Icon aria-hidden className="size-4 shrink-0" />
          <span className="shrink-0 font-medium">{info.title}</span>
          {info.subtitle && <span className="min-w-0 truncate font-mono text-xs text-fg-muted">{info.subtitle}</span>}
        </button>
        <span className={cn('shrink-0 text-xs', status.className)}>
          {view.status === 'running' && <span aria-hidden className="mr-1 inline-block size-2 animate-pulse rounded-full bg-accent" />}
          {status.text}
        </span>
        {duration && <span className="shrink-0 text-xs text-fg-muted">{duration}</span>}
        <CopyLink target={{ kind: 'part', id: partId }} label={`Copy link to this ${info.title} call`} />
      </div>
      {view.status === 'error' && view.error && model.kind !== 'web-search' && (
        <p role="alert" className="mx-2 mb-2 whitespace-pre-wrap rounded border border-danger/40 bg-danger-bg px-2 py-1 text-xs text-danger">
          {view.error}
        </p>
      )}
      {open && (
        <div id={bodyId} className="border-t border-border p-2">
          <Body view={view} model={model as never} raw={raw} partId={partId} rich={rich} />
        </div>
      )}
    </div>
  );
}
