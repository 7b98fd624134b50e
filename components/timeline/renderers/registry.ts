// The one place that says which component shows which part kind and which tool kind.
// A new tool kind: write its renderer file, add one line to TOOL_RENDERERS.
import type { ClassifiedPartKind, ToolViewModelKind } from '@/lib/sdk';
import { AgentPart } from './agent';
import { CompactionPart } from './compaction';
import { FileEditTool } from './file-edit';
import { FilePart } from './file';
import { FileReadTool } from './file-read';
import { FileWriteTool } from './file-write';
import { GenericTool } from './generic';
import { PatchPart } from './patch';
import { QuestionTool } from './question';
import { ReasoningPart } from './reasoning';
import { RetryPart } from './retry';
import { SearchTool } from './search';
import { ShellTool } from './shell';
import { SubtaskPart } from './subtask';
import { TaskTool } from './task';
import { TextPart } from './text';
import { TodoTool } from './todo';
import { UnknownPart } from './unknown';
import { WebSearchTool } from './web-search';
import type { PartRenderer, ToolRendererEntry } from './types';

/**
 * Part kinds → renderer. `tool` parts go through TOOL_RENDERERS inside a tool card (see
 * part-view.tsx); `null` means the part is bookkeeping and shows nothing (steps, snapshots).
 */
export const PART_RENDERERS: { [K in Exclude<ClassifiedPartKind, 'tool'>]: PartRenderer<K> | null } = {
  text: TextPart,
  reasoning: ReasoningPart,
  file: FilePart,
  subtask: SubtaskPart,
  patch: PatchPart,
  snapshot: null,
  agent: AgentPart,
  retry: RetryPart,
  compaction: CompactionPart,
  step: null,
  unknown: UnknownPart,
};

/** Tool view-model kinds → renderer of the tool card's body. Unknown tools are `generic`. */
export const TOOL_RENDERERS: { [K in ToolViewModelKind]: ToolRendererEntry<K> } = {
  shell: { component: ShellTool, defaultOpen: true },
  'file-edit': { component: FileEditTool, defaultOpen: true },
  'file-read': { component: FileReadTool, defaultOpen: false },
  'file-write': { component: FileWriteTool, defaultOpen: false },
  search: { component: SearchTool, defaultOpen: false },
  'web-search': { component: WebSearchTool, defaultOpen: true },
  task: { component: TaskTool, defaultOpen: true },
  todo: { component: TodoTool, defaultOpen: true },
  question: { component: QuestionTool, defaultOpen: true },
  generic: { component: GenericTool, defaultOpen: false },
};
