'use client';

import type { ComponentType } from 'react';
import type { ToolViewModelKind } from '@/lib/sdk';
import { lazyComponent } from '@/components/lazy-component';
import type { ToolRendererProps } from './types';

type Body = ComponentType<ToolRendererProps>;
const body = (load: () => Promise<ComponentType<never>>) => lazyComponent<ToolRendererProps>(() => load() as Promise<Body>);

/**
 * Each tool kind's renderer (the same components as TOOL_RENDERERS) as a chunk of its own, for pages that show a few
 * tool calls outside the timeline: the approvals inbox and a connector tool's call result load only the renderers of
 * the calls they show, not all of them with every other part renderer (the timeline keeps registry.ts, eager).
 */
const BODIES: { [K in ToolViewModelKind]: ReturnType<typeof body> } = {
  shell: body(() => import('./shell').then((m) => m.ShellTool)),
  'file-edit': body(() => import('./file-edit').then((m) => m.FileEditTool)),
  'file-read': body(() => import('./file-read').then((m) => m.FileReadTool)),
  'file-write': body(() => import('./file-write').then((m) => m.FileWriteTool)),
  search: body(() => import('./search').then((m) => m.SearchTool)),
  'web-search': body(() => import('./web-search').then((m) => m.WebSearchTool)),
  task: body(() => import('./task').then((m) => m.TaskTool)),
  todo: body(() => import('./todo').then((m) => m.TodoTool)),
  question: body(() => import('./question').then((m) => m.QuestionTool)),
  generic: body(() => import('./generic').then((m) => m.GenericTool)),
};

/** Starts loading a kind's renderer; resolves once `ToolBody` can draw that kind without suspending. */
export function preloadToolBody(kind: ToolViewModelKind): Promise<unknown> {
  return BODIES[kind].preload();
}

/**
 * The body of a tool call, by its view model's kind. It suspends until that kind's renderer has loaded (once a page):
 * the caller's Suspense boundary (or a transition, or `useDeferredValue`) decides what shows meanwhile.
 */
export function ToolBody(props: ToolRendererProps) {
  const Renderer = BODIES[props.model.kind].Component;
  return <Renderer {...props} />;
}
