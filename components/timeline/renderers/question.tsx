import { Circle, CircleDot } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { ToolRendererProps } from './types';

/** Questions the agent asked, their options, and the answers given (or that they were dismissed). */
export function QuestionTool({ view, model }: ToolRendererProps<'question'>) {
  return (
    <div className="space-y-3 text-sm">
      {model.questions.map((q, i) => {
        const answers = model.answers?.[i] ?? [];
        const extra = answers.filter((a) => !q.options.some((o) => o.label === a));
        return (
          <div key={i} className="space-y-1">
            {q.header && <p className="text-xs font-medium uppercase tracking-wide text-fg-muted">{q.header}</p>}
            <p>{q.question}</p>
            {q.options.length > 0 && (
              <ul className="space-y-0.5" aria-label={q.multiple ? 'Options (several allowed)' : 'Options'}>
                {q.options.map((option) => {
                  const chosen = answers.includes(option.label);
                  return (
                    <li key={option.label} className={cn('rounded px-2 py-0.5 text-xs', chosen ? 'bg-accent/10 font-medium' : 'text-fg-muted')} aria-current={chosen || undefined}>
                      {chosen ? <CircleDot aria-hidden className="mr-1 inline size-3" /> : <Circle aria-hidden className="mr-1 inline size-3" />}
                      {option.label}
                      {option.description && <span className="font-normal text-fg-muted"> — {option.description}</span>}
                      {chosen && <span className="sr-only"> (chosen)</span>}
                    </li>
                  );
                })}
              </ul>
            )}
            {extra.length > 0 && <p className="text-xs">Answer: {extra.join(', ')}</p>}
            {answers.length === 0 && view.status === 'done' && <p className="text-xs text-fg-muted">No answer recorded.</p>}
          </div>
        );
      })}
      {view.status === 'error' && <p className="text-xs text-fg-muted">The questions were dismissed.</p>}
      {(view.status === 'running' || view.status === 'pending') && <p className="text-xs text-fg-muted">Waiting for an answer…</p>}
    </div>
  );
}
