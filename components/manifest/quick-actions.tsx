'use client';

import { useId, useState, type FormEvent } from 'react';
import type { ChangeRequest, Commit } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { readAllowlist, type AllowlistChoice } from '@/lib/manifest/editor/allowlist';
import type { ManifestInfo } from '@/lib/manifest/editor/manifest-info';
import { useSetAgentScope, useSetDefaultAgent } from '@/lib/sdk/react/change-requests';
import { ErrorState } from '@/components/ui/states';
import { ProposalRefusal } from './refusal';

interface QuickActionsProps {
  projectId: string;
  /** Read from the default branch's manifest: quick actions change that file, not local edits. */
  info: ManifestInfo;
  /** Setting the default agent commits to the default branch, which takes project.cr.merge. */
  canMerge: boolean;
  onProposed(cr: ChangeRequest): void;
  onCommitted(commit: Commit): void;
  onShowExisting(crId: string): void;
}

const selectClass = 'h-9 rounded-md border border-border bg-bg px-2 text-sm';

/** Set the default agent (a commit on the default branch) and an agent's allowed secrets and connectors (a change request). */
export function QuickActions({ projectId, info, canMerge, onProposed, onCommitted, onShowExisting }: QuickActionsProps) {
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-md border border-border">
      <h2 id="quick-actions-heading" className="border-b border-border bg-bg-subtle px-3 py-1.5 text-sm font-medium">
        Quick actions
      </h2>
      <div className="space-y-4 p-3">
        <p className="text-xs text-fg-muted">
          These change the saved manifest on the default branch (not your local edits): the default agent is committed at once, an agent’s scope is proposed as a
          change request.
        </p>
        {info.version === 2 && canMerge ? (
          <DefaultAgentForm projectId={projectId} info={info} onCommitted={onCommitted} />
        ) : info.version === 2 ? (
          <p className="text-sm text-fg-muted">Only someone who may merge change requests sets the default agent.</p>
        ) : (
          <p className="text-sm text-fg-muted">default_agent exists only in platform_version 2 manifests.</p>
        )}
        {info.agents.length > 0 && <AgentScopeForm projectId={projectId} info={info} onProposed={onProposed} onShowExisting={onShowExisting} />}
      </div>
    </section>
  );
}

function DefaultAgentForm({ projectId, info, onCommitted }: Pick<QuickActionsProps, 'projectId' | 'info' | 'onCommitted'>) {
  const id = useId();
  const [agent, setAgent] = useState(info.defaultAgent && info.selectableAgents.includes(info.defaultAgent) ? info.defaultAgent : (info.selectableAgents[0] ?? ''));
  const setDefault = useSetDefaultAgent(projectId);
  const unchanged = agent === info.defaultAgent;
  return (
    <form
      aria-label="Set default agent"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (agent && !unchanged) setDefault.mutate(agent, { onSuccess: onCommitted });
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Default agent
      </label>
      <div className="flex gap-2">
        <select id={id} value={agent} onChange={(e) => setAgent(e.target.value)} className={selectClass}>
          {info.selectableAgents.map((name) => (
            <option key={name} value={name}>
              {name}
              {name === info.defaultAgent ? ' (current)' : ''}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" pending={setDefault.isPending} disabled={!agent || unchanged}>
          Set
        </Button>
      </div>
      <p className="text-xs text-fg-muted">Only declared, enabled agents are offered. Setting one commits to the default branch.</p>
      {setDefault.isError && <ErrorState error={setDefault.error} />}
    </form>
  );
}

function AllowlistField({ label, choice, names, onChoice, onNames, hint }: {
  label: string;
  choice: AllowlistChoice;
  names: string;
  onChoice(choice: AllowlistChoice): void;
  onNames(names: string): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        <select aria-label={`${label}: allow`} value={choice} onChange={(e) => onChoice(e.target.value as AllowlistChoice)} className={selectClass}>
          <option value="unchanged">Leave as is</option>
          <option value="all">All</option>
          <option value="none">None</option>
          <option value="list">Only these</option>
        </select>
        {choice === 'list' && (
          <input
            id={id}
            aria-label={`${label}: names`}
            value={names}
            onChange={(e) => onNames(e.target.value)}
            placeholder="names, comma separated"
            className="h-9 min-w-0 flex-1 rounded-md border border-border bg-bg px-2 font-mono text-sm"
          />
        )}
      </div>
      {hint && <p className="text-xs text-fg-muted">{hint}</p>}
    </fieldset>
  );
}

function AgentScopeForm({ projectId, info, onProposed, onShowExisting }: Pick<QuickActionsProps, 'projectId' | 'info' | 'onProposed' | 'onShowExisting'>) {
  const agentId = useId();
  const [agent, setAgent] = useState(info.agents[0] ?? '');
  const [secrets, setSecrets] = useState<{ choice: AllowlistChoice; names: string }>({ choice: 'unchanged', names: '' });
  const [connectors, setConnectors] = useState<{ choice: AllowlistChoice; names: string }>({ choice: 'unchanged', names: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const setScope = useSetAgentScope(projectId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const s = readAllowlist(secrets.choice, secrets.names);
    const c = readAllowlist(connectors.choice, connectors.names);
    if (!s.ok || !c.ok) {
      setFormError(!s.ok ? `Secrets: ${s.message}` : !c.ok ? `Connectors: ${c.message}` : null);
      return;
    }
    if (s.value === undefined && c.value === undefined) {
      setFormError('Choose what to allow for secrets, connectors or both');
      return;
    }
    setFormError(null);
    setScope.mutate({ agentName: agent, secrets: s.value, connectors: c.value }, { onSuccess: onProposed });
  }

  return (
    <form aria-label="Set agent scope" className="space-y-2" onSubmit={submit}>
      <label htmlFor={agentId} className="block text-sm font-medium">
        Agent scope
      </label>
      <select id={agentId} value={agent} onChange={(e) => setAgent(e.target.value)} className={selectClass}>
        {info.agents.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <AllowlistField
        label="Secrets"
        choice={secrets.choice}
        names={secrets.names}
        onChoice={(choice) => setSecrets((v) => ({ ...v, choice }))}
        onNames={(names) => setSecrets((v) => ({ ...v, names }))}
      />
      <AllowlistField
        label="Connectors"
        choice={connectors.choice}
        names={connectors.names}
        onChoice={(choice) => setConnectors((v) => ({ ...v, choice }))}
        onNames={(names) => setConnectors((v) => ({ ...v, names }))}
        hint={info.connectors.length ? `Declared: ${info.connectors.join(', ')}` : undefined}
      />
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" size="sm" pending={setScope.isPending} disabled={!agent}>
        Propose scope
      </Button>
      {setScope.isError && <ProposalRefusal error={setScope.error} onShow={onShowExisting} />}
    </form>
  );
}
