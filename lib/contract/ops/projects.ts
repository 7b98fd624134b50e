import { z } from 'zod';
import type { SandboxHealth, SandboxTemplate } from '../types-sandboxes';
import { GET, PATCH, POST } from '../define';
import type { Project, ProjectDetail, SessionSummary } from '../types';
import type { GatewayCatalogModel } from '../types-gateway';
import type { ModelPickerEntry } from '../types-models';
import { userName } from '../names';
import type { GitHostRepository } from '../types-git-host';
import { createRepoInput } from './git-host';

export const projectUpdateInput = z
  .object({
    name: userName(100, 'A project needs a name').optional(),
    description: z.string().max(2000, 'Use at most 2000 characters').optional(),
  })
  .strict();

export const sessionScopeInput = z
  .object({
    scope: z.enum(['mine', 'project']).optional(),
    /** Page size, newest activity first (default and maximum 1,000); fewer sessions than `limit` means the last page. */
    limit: z.coerce.number().int().min(1).max(1_000).optional(),
    /** The last session id of the previous page. */
    after: z.string().min(1).optional(),
  })
  .strict();

export const sessionCreateInput = z
  .object({
    title: userName(200).optional(),
    agent: z.string().optional(),
    /** The first prompt; the session starts working on it at once. */
    prompt: z.string().trim().min(1, { error: 'Write a prompt' }).max(20_000).optional(),
    connector_bindings: z.record(z.string(), z.object({ connection_id: z.string().min(1) })).optional(),
    secrets: z.array(z.string()).optional(),
    require_connectors: z.array(z.string()).optional(),
  })
  .strict();

export const projectOps = {
  list: GET<Project[]>()('/projects', 'Projects the caller can open, optionally of one account', {
    input: z.object({ accountId: z.string().optional() }).strict(),
  }),
  listForAccount: GET<Project[]>()('/accounts/{accountId}/projects', 'Projects of one account'),
  get: GET<Project>()('/projects/{projectId}', 'One project'),
  detail: GET<ProjectDetail>()('/projects/{projectId}/detail', "A project with the caller's role, permissions and flags"),
  create: POST<Project>()('/projects', 'Create a project from an existing https repo_url (account.update); 409 repo_in_use', {
    input: z.looseObject({ repo_url: z.url(), name: userName(100).optional(), account_id: z.string().optional() }),
  }),
  createRepo: POST<GitHostRepository>()('/projects/repos', "Create a repository on the account's git host (account.update), with a starter platform.yaml", { input: createRepoInput }),
  starters: GET<Array<{ id: string; name: string; description: string }>>()('/project-starters', 'Starter templates for provision'),
  provision: POST<{ project_id: string; status: 'provisioning' | 'ready'; push_token: string | null }>()('/projects/provision', 'Provision a project (idempotent by idempotency_key; 409 provision_in_flight)', {
    input: z.object({
      name: userName(100, 'A project needs a name'),
      account_id: z.string().optional(),
      seed_starter: z.boolean().optional(),
      starter_template: z.string().optional(),
      marketplace_items: z.array(z.string()).optional(),
      source_item_id: z.string().optional(),
      idempotency_key: z.string().min(8).max(200).optional(),
    }).strict(),
  }),
  update: PATCH<Project>()('/projects/{projectId}', 'Rename or describe a project', { input: projectUpdateInput }),
  archive: POST<Project>()('/projects/{projectId}/archive', 'Archive a project (project.delete): read-only from then on, writes answer 409 project_archived'),
  llmCatalog: GET<GatewayCatalogModel[]>()('/projects/{projectId}/llm-catalog', 'Models the gateway offers, with provider, image support and prices'),
  modelPicker: GET<ModelPickerEntry[]>()('/projects/{projectId}/model-picker', 'The models a picker offers: the catalog, marking the project\'s effective default and vision model'),
  sandboxTemplates: GET<SandboxTemplate[]>()('/projects/{projectId}/sandbox/templates', "The manifest's sandbox templates (default branch), each with its newest build"),
  sandboxHealth: GET<SandboxHealth>()('/projects/{projectId}/sandbox/health', "The serving provider, the transition's state, sandboxes by state and each template's snapshot"),
  sessions: GET<SessionSummary[]>()('/projects/{projectId}/sessions', 'Sessions the caller can open; scope project (managers) adds unavailable, warm and deleted ones', {
    input: sessionScopeInput,
  }),
  createSession: POST<SessionSummary>()('/projects/{projectId}/sessions', 'Create a session', { input: sessionCreateInput }),
};
