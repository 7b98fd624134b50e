import { Circle, CircleCheck, CircleDot, CircleX, type LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { ToolRendererProps } from './types';

const MARK: Record<string, LucideIcon> = { completed: CircleCheck, in_progress: CircleDot, cancelled: CircleX, pending: Circle };
const LABEL: Record<string, string> = { completed: 'done', in_progress: 'in progress', cancelled: 'cancelled', pending: 'to do' };

function Mark({ status }: { status: string }) {
  const Icon = MARK[status] ?? Circle;
  return <Icon aria-hidden className={cn('mt-1 size-3.5 shrink-0', status === 'completed' ? 'text-success' : status === 'in_progress' ? 'text-accent' : 'text-fg-muted')} />;
}

/** The agent's todo list as a checklist. */
export function TodoTool({ model }: ToolRendererProps<'todo'>) {
  if (model.items.length === 0) return <p className="text-xs text-fg-muted">The list is empty.</p>;
  const done = model.items.filter((item) => item.status === 'completed').length;
  return (
    <div className="space-y-1">
      <p className="text-xs text-fg-muted">
        {done} of {model.items.length} done
      </p>
      <ul className="space-y-0.5 text-sm" aria-label="Todo list">
        {model.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2" data-status={item.status}>
            <Mark status={item.status} />
            <span className={cn(item.status === 'completed' && 'text-fg-muted line-through', item.status === 'cancelled' && 'text-fg-muted line-through')}>
              {item.content}
              <span className="sr-only"> ({LABEL[item.status] ?? item.status})</span>
            </span>
            {item.priority && item.priority !== 'medium' && <span className="ml-auto rounded bg-bg-muted px-1.5 text-xs text-fg-muted">{item.priority}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
