'use client';

import { lazy, startTransition, Suspense, useState, type FormEvent } from 'react';
import type { ToolCallResult, ToolDescription } from '@/lib/contract/types-connectors';
import { argsFromForm } from '@/lib/connectors/schema-form';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useTools } from '@/lib/sdk/react/connector-reads';
import { useCallTool, useToolDescription } from '@/lib/sdk/react/connectors';
import { parseAsString, useQueryState } from 'nuqs';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { errorText } from './error-text';

// A call's result is drawn by the timeline's tool card and its kind's renderer: they load with the first call, not with
// the page.
const loadCallResult = () => import('./call-result');
const CallResult = lazy(() => loadCallResult().then((m) => ({ default: m.CallResult })));

const POLICY_TEXT = { always_run: 'Runs without asking', require_approval: 'Needs approval in sessions', block: 'Blocked' } as const;

/** Search every connector's tools, read one's schema, and try a call with a form built from it (a manager's playground). */
export function ToolBrowser({ projectId }: { projectId: string }) {
  const [query, setQuery] = useQueryState('q', parseAsString);
  const [selected, setSelected] = useQueryState('tool', parseAsString);
  const tools = useTools(projectId, query ?? '');
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-2">
        <Field label="Search tools" type="search" value={query ?? ''} onChange={(e) => setQuery(e.target.value || null)} placeholder="ticket, order, price…" />
        {tools.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : tools.isError ? (
          <ErrorState error={tools.error} onRetry={() => tools.refetch()} />
        ) : (tools.data ?? []).length === 0 ? (
          <EmptyState title="No tools match">Try another word, or add a connector.</EmptyState>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Tools">
            {(tools.data ?? []).map((t) => (
              <li key={t.name}>
                <button type="button" data-tool={t.name} aria-current={selected === t.name ? 'true' : undefined} onClick={() => setSelected(t.name)} className={`w-full rounded-md px-2 py-1.5 text-left font-mono text-xs hover:bg-bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${selected === t.name ? 'bg-bg-muted font-semibold' : ''}`}>
                  {t.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0">{selected ? <ToolDetail key={selected} projectId={projectId} tool={selected} /> : <EmptyState title="Pick a tool">Its description, input schema and a form to try it appear here.</EmptyState>}</div>
    </div>
  );
}

function ToolDetail({ projectId, tool }: { projectId: string; tool: string }) {
  const described = useToolDescription(projectId, tool);
  const detail = useProjectDetail(projectId);
  if (described.isLoading) return <Skeleton className="h-48 w-full" />;
  if (described.isError) return <ErrorState error={described.error} onRetry={() => described.refetch()} />;
  const d = described.data!;
  const canCall = detail.data?.permissions.includes('project.connector.write') ?? false;
  return (
    <RenderBoundary what="tool" raw={d}>
      <section className="flex flex-col gap-3" aria-labelledby="tool-title" data-tool-detail={d.name}>
        <div>
          <h2 id="tool-title" className="font-mono text-sm font-semibold">{d.name}</h2>
          <p className="text-sm">{d.description}</p>
          <p className="text-xs text-fg-muted">
            {d.sensitivity === 'read' ? 'Reads data' : d.sensitivity === 'write' ? 'Changes data' : 'Destructive'} · {POLICY_TEXT[d.policy]}
            {d.sensitive_connector ? ' · sensitive connector' : ''}
          </p>
        </div>
        <details className="rounded-md border border-border p-2 text-xs">
          <summary className="cursor-pointer">Input schema</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap font-mono">{JSON.stringify(d.input_schema, null, 2)}</pre>
        </details>
        {canCall ? <TryCall projectId={projectId} tool={d} /> : <p className="text-sm text-fg-muted">Trying a tool needs the project.connector.write permission.</p>}
      </section>
    </RenderBoundary>
  );
}

function TryCall({ projectId, tool }: { projectId: string; tool: ToolDescription }) {
  const call = useCallTool(projectId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<{ at: number; args: Record<string, unknown>; result: ToolCallResult } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = argsFromForm(tool.input_schema, values);
    setErrors(parsed.errors);
    setFormError(null);
    if (Object.keys(parsed.errors).length) return;
    try {
      void loadCallResult();
      const answer = await call.mutateAsync({ tool: tool.name, args: parsed.args });
      // In a transition: the result shows once its tool kind's renderer (a chunk of its own) has loaded.
      startTransition(() => setResult({ at: Date.now(), args: parsed.args, result: answer }));
    } catch (e) {
      setResult(null);
      setFormError(errorText(e));
    }
  }

  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-md border border-border p-3" noValidate aria-label={`Try ${tool.name}`}>
        {Object.entries(tool.input_schema.properties).map(([field, prop]) => {
          const label = `${field}${tool.input_schema.required.includes(field) ? '' : ' (optional)'}`;
          if (prop.enum) {
            return (
              <SelectField key={field} label={label} value={values[field] ?? ''} onChange={(e) => set(field, e.target.value)} error={errors[field]} hint={prop.description}>
                <option value="">Choose…</option>
                {prop.enum.map((v) => <option key={v} value={v}>{v}</option>)}
              </SelectField>
            );
          }
          if (prop.type === 'boolean') {
            return (
              <SelectField key={field} label={label} value={values[field] ?? ''} onChange={(e) => set(field, e.target.value)} error={errors[field]} hint={prop.description}>
                <option value="">Not set</option>
                <option value="true">true</option>
                <option value="false">false</option>
              </SelectField>
            );
          }
          return <Field key={field} label={label} value={values[field] ?? ''} inputMode={prop.type === 'string' ? undefined : 'decimal'} onChange={(e) => set(field, e.target.value)} error={errors[field]} hint={prop.description} />;
        })}
        {Object.keys(tool.input_schema.properties).length === 0 && <p className="text-sm text-fg-muted">This tool takes no arguments.</p>}
        {formError && <p role="alert" className="text-sm text-danger">{formError}</p>}
        <div className="flex justify-end">
          <Button type="submit" disabled={call.isPending}>{call.isPending ? 'Calling…' : 'Call tool'}</Button>
        </div>
      </form>
      <Suspense fallback={null}>{result && <CallResult at={result.at} args={result.args} result={result.result} />}</Suspense>
    </div>
  );
}
