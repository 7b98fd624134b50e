'use client';

import { useMemo, useState } from 'react';
import { parseAsString, useQueryStates } from 'nuqs';
import { CheckCircle2, XCircle } from 'lucide-react';
import { decide, describeReason, membershipAssignment, type IamAssignment, type IamResource } from '@/lib/iam';
import { useAccount, useAssignments, usePermissionCatalog, useRoles } from '@/lib/sdk/react/account-access';
import { useProjects } from '@/lib/sdk/react/projects';
import { SelectField } from '@/components/ui/select-field';
import { Field } from '@/components/ui/field';
import { ErrorState, Spinner } from '@/components/ui/states';
import { useDirectory } from './use-directory';

export const whyParsers = {
  who: parseAsString.withDefault(''),
  action: parseAsString.withDefault('project.session.read'),
  project: parseAsString.withDefault(''),
  object: parseAsString.withDefault(''),
};

/** "Can this principal do this action on this resource?" — answered by the same decision function the platform enforces. */
export function WhyPanel({ accountId, fixedProjectId }: { accountId: string; fixedProjectId?: string }) {
  const [q, setQ] = useQueryStates(whyParsers);
  const [now] = useState(() => Date.now());
  const account = useAccount(accountId);
  const assignments = useAssignments(accountId);
  const roles = useRoles(accountId);
  const catalog = usePermissionCatalog(accountId);
  const projects = useProjects(accountId);
  const directory = useDirectory(accountId);
  const projectId = fixedProjectId ?? q.project;
  const [whoType, whoId] = q.who.split(':') as [string, string | undefined];
  const [objectType, objectId] = q.object.split(':') as [string, string | undefined];
  const actors = directory.entries.filter((e) => e.principal.type === 'user' || e.principal.type === 'service_account');

  const decision = useMemo(() => {
    if (!whoId || !catalog.data || !roles.data || !assignments.data || !account.data) return null;
    const resource: IamResource = !projectId
      ? { type: 'account', accountId }
      : objectId && (objectType === 'agent' || objectType === 'skill')
        ? { type: objectType, id: objectId, accountId, projectId }
        : { type: 'project', accountId, projectId };
    const list: IamAssignment[] = [
      ...assignments.data.map((a) => ({ ...a, account_id: accountId })),
      ...directory.members.map((m) => membershipAssignment(accountId, m.user.id, m.role)),
    ];
    return decide({
      principal: { type: whoType === 'service_account' ? 'service_account' : 'user', id: whoId, groups: directory.groupsOf.get(whoId) ?? [] },
      action: q.action,
      resource,
      assignments: list,
      roles: roles.data.map((r) => ({ id: r.id, permissions: r.permissions ?? [], custom: r.custom })),
      catalog: catalog.data,
      now,
      entitlements: account.data.entitlements,
    });
  }, [whoId, whoType, q.action, projectId, objectId, objectType, accountId, catalog.data, roles.data, assignments.data, account.data, directory.members, directory.groupsOf, now]);

  const error = assignments.error ?? roles.error ?? catalog.error ?? account.error;
  return (
    <section aria-labelledby="why-title" className="flex flex-col gap-3">
      <h2 id="why-title" className="font-medium">Why? — can a principal do an action on a resource</h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        <SelectField label="Principal" value={q.who} onChange={(e) => setQ({ who: e.target.value || null })}>
          <option value="">Choose…</option>
          {actors.map((e) => <option key={`${e.principal.type}:${e.principal.id}`} value={`${e.principal.type}:${e.principal.id}`}>{e.label} ({e.detail})</option>)}
        </SelectField>
        {/* The permission catalog, grouped by scope; the choice is in the URL (?action=), so a link keeps it. */}
        <SelectField label="Action" value={q.action} onChange={(e) => setQ({ action: e.target.value })} hint="From the permission catalog">
          {!(catalog.data ?? []).some((row) => row.action === q.action) && <option value={q.action}>{q.action}</option>}
          {(['project', 'account'] as const).map((scope) => (
            <optgroup key={scope} label={scope === 'project' ? 'Project permissions' : 'Account permissions'}>
              {(catalog.data ?? []).filter((row) => row.scope_type === scope).map((row) => <option key={row.action} value={row.action}>{row.action}</option>)}
            </optgroup>
          ))}
        </SelectField>
        {!fixedProjectId && (
          <SelectField label="Resource" value={q.project} onChange={(e) => setQ({ project: e.target.value || null, object: null })}>
            <option value="">The account</option>
            {(projects.data ?? []).map((p) => <option key={p.id} value={p.id}>Project {p.name}</option>)}
          </SelectField>
        )}
        {projectId && <Field label="Object (optional)" placeholder="agent:checkout" value={q.object} onChange={(e) => setQ({ object: e.target.value || null })} hint="agent:<name> or skill:<name>" />}
      </div>
      {error ? (
        <ErrorState error={error} />
      ) : !whoId ? (
        <p className="text-sm text-fg-muted">Choose a principal to see the answer and the rule behind it.</p>
      ) : !decision ? (
        <Spinner label="Reading assignments" />
      ) : (
        <div role="status" data-decision={decision.allowed ? 'allow' : 'deny'} className={`rounded-lg border p-4 ${decision.allowed ? 'border-success/40 bg-success-bg' : 'border-danger/40 bg-danger-bg'}`}>
          <p className="flex items-center gap-2 font-medium">
            {decision.allowed ? <CheckCircle2 aria-hidden className="size-5 text-success" /> : <XCircle aria-hidden className="size-5 text-danger" />}
            {decision.allowed ? 'Allowed' : 'Refused'}: {directory.label({ type: whoType === 'service_account' ? 'service_account' : 'user', id: whoId })} · {q.action}
          </p>
          <ol className="mt-2 list-decimal pl-5 text-sm">
            {decision.because.map((reason, i) => <li key={i} data-reason={reason.kind}>{describeReason(reason)}</li>)}
          </ol>
        </div>
      )}
    </section>
  );
}
