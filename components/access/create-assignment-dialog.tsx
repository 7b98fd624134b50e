'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Assignment } from '@/lib/contract/types';
import { UNASSIGNABLE_ROLES } from '@/lib/contract/permissions';
import { expiryFromChoice, type ExpiryChoice } from '@/lib/iam/expiry';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { useCreateAssignment, useRoles } from '@/lib/sdk/react/account-access';
import { useProjects } from '@/lib/sdk/react/projects';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal, ModalClose } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { ExpiryField } from './expiry-field';
import { PrincipalPicker } from './principal-picker';
import { useDeclaredObjects } from './use-declared-objects';
import type { DirectoryEntry } from './use-directory';
import { countNoun } from '@/lib/format/count';

type ObjectType = 'agent' | 'skill';

/** "Grant access": principal, role (with its permissions), scope, optional object narrowing and expiry. */
export function CreateAssignmentDialog({ accountId, entries, fixedProjectId, preset, onCreated }: { accountId: string; entries: DirectoryEntry[]; fixedProjectId?: string; preset?: Assignment['principal'] | null; onCreated?: (created: Assignment) => void }) {
  const [open, setOpen] = useState(Boolean(preset));
  const [principal, setPrincipal] = useState<Assignment['principal'] | null>(preset ?? null);
  const [role, setRole] = useState('member');
  const [scope, setScope] = useState<'account' | 'project'>('project');
  const [projectId, setProjectId] = useState(fixedProjectId ?? '');
  const [objectType, setObjectType] = useState<'' | ObjectType>('');
  const [objectId, setObjectId] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>({ kind: 'never' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const roles = useRoles(accountId);
  const projects = useProjects(accountId);
  // Read (and the manifest parser loaded) only once the dialog is open: a closed dialog costs its page nothing.
  const declared = useDeclaredObjects(open && scope === 'project' && projectId ? projectId : null);
  const create = useCreateAssignment(accountId);
  const chosenRole = roles.data?.find((r) => r.id === role);
  const objectChoices = objectType === 'agent' ? declared.objects.agents : objectType === 'skill' ? declared.objects.skills : [];
  // Account-scope assignments may hold any assignable role; inside one project only project roles make sense.
  const scopedRoles = useMemo(() => (roles.data ?? []).filter((r) => !UNASSIGNABLE_ROLES.has(r.id) && (scope === 'account' || r.scope_type === 'project')), [roles.data, scope]);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setErrors({});
      create.reset();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!principal) found.principal = 'Choose who gets access';
    if (scope === 'project' && !projectId) found.project = 'Choose a project';
    if (objectType && !objectId) found.object = `Choose a ${objectType}`;
    const expiresAt = expiryFromChoice(expiry, Date.now());
    if (!expiresAt.ok) found.expiry = expiresAt.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !principal || !expiresAt.ok) return;
    try {
      const created = await create.mutateAsync({
        principal,
        role,
        scope: scope === 'account' ? { type: 'account' } : { type: 'project', project_id: projectId },
        ...(objectType && objectId ? { object: { type: objectType, id: objectId } } : {}),
        expires_at: expiresAt.value,
      });
      close(false);
      setPrincipal(null);
      onCreated?.(created);
    } catch (e) {
      const placed = formErrorsFrom(e, ['principal', 'role', 'project', 'object', 'expiry'] as const, { alias: { scope: 'project', project_id: 'project', expires_at: 'expiry' } });
      setErrors({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) });
    }
  }

  // At 1280 × 800 everything fits at once: who on the left, what and where on the right. Narrower, the fields stack in
  // a body that scrolls alone while Cancel and Grant stay in view under it.
  return (
    <Modal
      open={open}
      onOpenChange={close}
      width="xl"
      title="Grant access"
      description="An assignment is the only grant: a principal, a role, a scope, and optionally one object and an expiry."
      trigger={<Button variant="primary" size="sm">Grant access</Button>}
      footer={
        <div className="flex justify-end gap-2">
          <ModalClose asChild><Button size="sm">Cancel</Button></ModalClose>
          <Button type="submit" form={formId} variant="primary" size="sm" pending={create.isPending}>Grant</Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <FormAlert message={errors.form} />
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-x-6">
          <PrincipalPicker entries={entries} value={principal} onChange={setPrincipal} error={errors.principal} />
          <div className="flex min-w-0 flex-col gap-3">
            <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value)} hint={chosenRole ? `${chosenRole.description} · ${countNoun(chosenRole.permissions?.length ?? 0, 'permission')}` : undefined}>
              {scopedRoles.map((r) => (
                <option key={r.id} value={r.id}>{r.name}{r.custom ? ' (custom)' : ''}</option>
              ))}
            </SelectField>
            {!fixedProjectId && (
              <fieldset className="flex flex-col gap-1">
                <legend className="text-sm font-medium">Scope</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <label className="flex items-center gap-1"><input type="radio" name="scope" checked={scope === 'project'} onChange={() => setScope('project')} /> One project</label>
                  <label className="flex items-center gap-1"><input type="radio" name="scope" checked={scope === 'account'} onChange={() => { setScope('account'); setObjectType(''); }} /> Whole account</label>
                </div>
              </fieldset>
            )}
            {scope === 'project' && !fixedProjectId && (
              <SelectField label="Project" value={projectId} onChange={(e) => { setProjectId(e.target.value); setObjectId(''); }} error={errors.project}>
                <option value="">Choose a project…</option>
                {(projects.data ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
              </SelectField>
            )}
            {scope === 'project' && (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-1">
                <SelectField label="Narrow to one object" value={objectType} onChange={(e) => { setObjectType(e.target.value as '' | ObjectType); setObjectId(''); }} hint="Optional. Narrowing restricts a manager as much as a member.">
                  <option value="">No narrowing</option>
                  <option value="agent">Agent</option>
                  <option value="skill">Skill</option>
                </SelectField>
                {objectType && (
                  <SelectField label={objectType === 'agent' ? 'Agent' : 'Skill'} value={objectId} onChange={(e) => setObjectId(e.target.value)} error={errors.object} hint={declared.isLoading ? 'Reading the manifest…' : objectChoices.length === 0 ? `The manifest declares no ${objectType}s.` : undefined}>
                    <option value="">Choose…</option>
                    {objectChoices.map((name) => <option key={name} value={name}>{name}</option>)}
                  </SelectField>
                )}
              </div>
            )}
            <ExpiryField value={expiry} onChange={setExpiry} error={errors.expiry} />
          </div>
        </div>
      </form>
    </Modal>
  );
}
