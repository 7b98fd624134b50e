import { LongOutput } from '../long-output';
import type { ToolRendererProps } from './types';

/** Any other tool (MCP, connectors, tools this console does not know): pretty JSON input and output. */
export function GenericTool({ view, model, partId, rich }: ToolRendererProps<'generic'>) {
  return (
    <div className="space-y-2">
      {model.inputPretty && <LongOutput id={`${partId}:in`} text={model.inputPretty} title={`${model.label} input`} rich={rich} lang="json" label="Input" collapsedLines={12} />}
      {model.outputPretty && (
        <LongOutput id={`${partId}:out`} text={model.outputPretty} title={`${model.label} output`} rich={rich} lang={looksLikeJson(model.outputPretty) ? 'json' : undefined} label="Output" collapsedLines={12} />
      )}
      {!model.inputPretty && !model.outputPretty && view.status === 'done' && <p className="text-xs text-fg-muted">No input or output.</p>}
    </div>
  );
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}
