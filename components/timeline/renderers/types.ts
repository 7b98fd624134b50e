import type { ComponentType } from 'react';
import type { ClassifiedPart, ClassifiedPartKind, ToolView, ToolViewModel, ToolViewModelKind } from '@/lib/sdk';

export interface PartRendererProps<K extends ClassifiedPartKind = ClassifiedPartKind> {
  part: Extract<ClassifiedPart, { kind: K }>;
  /** The wire part, for what the classification leaves out. */
  raw: unknown;
  /** The turn is near the viewport: render Markdown and highlight code. */
  rich: boolean;
}

export type PartRenderer<K extends ClassifiedPartKind> = ComponentType<PartRendererProps<K>>;

export interface ToolRendererProps<K extends ToolViewModelKind = ToolViewModelKind> {
  view: ToolView;
  model: Extract<ToolViewModel, { kind: K }>;
  raw: unknown;
  partId: string;
  rich: boolean;
}

export interface ToolRendererEntry<K extends ToolViewModelKind> {
  component: ComponentType<ToolRendererProps<K>>;
  /** Whether the card starts open (its content is the point, e.g. a diff or a checklist). */
  defaultOpen: boolean;
}
