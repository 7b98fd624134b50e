import { stripAnsi } from '@/lib/sdk';
import { CopyButton } from '../copy-button';
import { LongOutput } from '../long-output';
import type { ToolRendererProps } from './types';

/** A shell command (its description is the card's subtitle): the command, its ANSI-stripped output (collapsed when long), the exit code. */
export function ShellTool({ view, model, partId, rich }: ToolRendererProps<'shell'>) {
  // A running command streams into metadata.output, which only the view carries.
  const output = model.stdout ?? (view.outputText ? stripAnsi(view.outputText) : '');
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <pre tabIndex={0} role="group" aria-label="Command" className="min-w-0 flex-1 overflow-x-auto rounded-md bg-bg-subtle p-2 font-mono text-xs">
          <span aria-hidden className="select-none text-fg-muted">$ </span>
          {model.command}
        </pre>
        <CopyButton text={model.command} aria-label="Copy command" />
      </div>
      {output !== '' && <LongOutput id={partId} text={output} title={`$ ${model.command}`} rich={rich} />}
      {model.exitCode !== undefined && (
        <p className={model.exitCode === 0 ? 'text-xs text-fg-muted' : 'text-xs font-medium text-danger'}>Exit code {model.exitCode}</p>
      )}
      {view.status === 'running' && output === '' && <p className="text-xs text-fg-muted">Running…</p>}
    </div>
  );
}
