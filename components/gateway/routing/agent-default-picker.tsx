'use client';

import Link from 'next/link';
import type { EffectiveModel } from '@/lib/contract/types-models';
import { SelectField } from '@/components/ui/select-field';

const SOURCE_LABEL: Record<EffectiveModel['source'], string> = {
  agent: 'agent default',
  project: 'project default',
  account: 'account default',
  routing: 'routing policy',
};

/** Whose request the preview walks: the agent decides which model default starts the text chain. */
export function AgentDefaultPicker({ agents, agent, onChange }: { agents: readonly string[]; agent: string; onChange: (agent: string) => void }) {
  return (
    <SelectField label="Request of" value={agent} onChange={(e) => onChange(e.target.value)} hint="An agent's default model (or the project's, or the account's) starts a text request.">
      <option value="">No agent (the project default)</option>
      {agents.map((a) => (
        <option key={a} value={a}>Agent {a}</option>
      ))}
    </SelectField>
  );
}

/** Which default applied and why, from the platform's preview. */
export function AppliedDefault({ projectId, applied }: { projectId: string; applied: EffectiveModel }) {
  return (
    <p data-model-default={applied.model} data-model-default-source={applied.source} className="rounded-md border border-border p-2 text-sm">
      <span className="font-medium">Starts at {applied.model}</span> <span className="text-fg-muted">({SOURCE_LABEL[applied.source]})</span>
      <span className="block text-xs text-fg-muted">
        {applied.reason}{' '}
        <Link href={`/projects/${encodeURIComponent(projectId)}/models`} className="underline underline-offset-2">Model defaults</Link>
      </span>
    </p>
  );
}
