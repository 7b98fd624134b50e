'use client';

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useId, useState } from 'react';
import { addFallback, MAX_FALLBACKS, type RoutingModel } from '@/lib/gateway/routing-policy';
import { Button } from '@/components/ui/button';
import { ModelOptions } from './model-options';

interface ChainProps {
  fallbacks: string[];
  defaultModel: string;
  models: readonly RoutingModel[];
  onChange: (fallbacks: string[]) => void;
  /** Field errors by index (`fallbacks.2` → index 2). */
  errors?: Record<number, string>;
}

const INSTRUCTIONS = 'To reorder, focus a drag handle and press Space or Enter to pick the model up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

/** The fallback chain: reorder by dragging or with the keyboard (the handle, or the up and down buttons); duplicates are refused. */
export function FallbackChain({ fallbacks, defaultModel, models, onChange, errors = {} }: ChainProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [pick, setPick] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addId = useId();
  const position = (id: unknown) => fallbacks.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${active.id}, position ${position(active.id)} of ${fallbacks.length}.`,
    onDragOver: ({ active, over }) => (over ? `${active.id} is over position ${position(over.id)} of ${fallbacks.length}.` : `${active.id} is no longer over the chain.`),
    onDragEnd: ({ active, over }) => (over ? `${active.id} dropped at position ${position(over.id)} of ${fallbacks.length}.` : `${active.id} dropped.`),
    onDragCancel: ({ active }) => `Moving ${active.id} was cancelled.`,
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= fallbacks.length) return;
    onChange(arrayMove(fallbacks, from, to));
    setAnnouncement(`${fallbacks[from]} moved to position ${to + 1} of ${fallbacks.length}.`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(fallbacks, fallbacks.indexOf(String(active.id)), fallbacks.indexOf(String(over.id))));
  }

  function add() {
    const result = addFallback({ defaultModel, fallbacks }, pick);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setRefusal(null);
    setPick('');
    onChange(result.fallbacks);
  }

  return (
    <div className="flex flex-col gap-2">
      {fallbacks.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-fg-muted">No fallbacks: when the first model fails, the request fails.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}>
          <SortableContext items={fallbacks} strategy={verticalListSortingStrategy}>
            <ol aria-label="Fallback chain" className="flex flex-col gap-1">
              {fallbacks.map((model, i) => (
                <ChainRow key={model} model={model} index={i} count={fallbacks.length} info={models.find((m) => m.id === model)} error={errors[i]} onMove={move} onRemove={() => onChange(fallbacks.filter((m) => m !== model))} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p aria-live="polite" className="sr-only">{announcement}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={addId} className="text-sm font-medium">Add a fallback</label>
          <select id={addId} value={pick} onChange={(e) => { setPick(e.target.value); setRefusal(null); }} aria-describedby={refusal ? `${addId}-refusal` : undefined} className="h-9 w-full min-w-0 rounded-md border border-border bg-bg px-2 text-sm">
            <option value="">Choose a model…</option>
            <ModelOptions models={models} marked={new Set([defaultModel, ...fallbacks])} />
          </select>
        </div>
        <Button onClick={add} disabled={fallbacks.length >= MAX_FALLBACKS}>Add</Button>
      </div>
      {refusal && <p id={`${addId}-refusal`} role="alert" className="text-sm text-danger">{refusal}</p>}
      {fallbacks.length >= MAX_FALLBACKS && <p className="text-xs text-fg-muted">The chain is full: at most {MAX_FALLBACKS} fallbacks.</p>}
    </div>
  );
}

function ChainRow({ model, index, count, info, error, onMove, onRemove }: { model: string; index: number; count: number; info?: RoutingModel; error?: string; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: model });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-fallback={model} className={`flex items-center gap-2 rounded-md border bg-bg p-2 text-sm ${isDragging ? 'z-10 shadow-lg' : ''} ${error ? 'border-danger' : 'border-border'}`}>
      <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${model}, position ${index + 1} of ${count}`} className="cursor-grab touch-none rounded p-1 text-fg-muted hover:bg-bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span aria-hidden className="w-5 text-right font-mono text-xs text-fg-muted">{index + 1}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-mono text-xs sm:text-sm">{model}</p>
        {error ? <p className="text-xs text-danger">{error}</p> : info && <p className="text-xs text-fg-muted">{info.provider}{info.vision ? ' · images' : ''}</p>}
      </div>
      <Button size="sm" variant="ghost" className="px-2" aria-label={`Move ${model} up`} aria-disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" className="px-2" aria-label={`Move ${model} down`} aria-disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" className="px-2" aria-label={`Remove ${model} from the chain`} onClick={onRemove}>
        <X aria-hidden className="size-4" />
      </Button>
    </li>
  );
}
