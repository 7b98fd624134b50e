// One simulated tool call: checked arguments, the connection's state, the policy, the credential (decrypted for this
// call only), then the connector's answer. Failures of the remote side are `success: false` outputs; refusals of the
// platform (unknown tool, bad arguments, revoked connection, blocked tool) are errors in the platform's shape.
import 'server-only';
import type { JsonSchemaObject, ToolCallResult, ToolDescription, ToolInfo } from '@/lib/contract/types-connectors';
import { argumentPreview } from '@/lib/connectors/arg-preview';
import { decideTool } from '@/lib/connectors/tool-policy';
import { recordAudit } from '../audit';
import { sha256 } from '../crypto';
import { PlatformError, badRequest, conflict, notFound } from '../errors';
import type { Caller, HandlerContext } from '../runtime';
import type { ProjectRecord } from '../store';
import { checkApiKey, type ActionDef, type ToolOutput } from './catalog';
import { actionsOfConnector, connectorPolicies, keyOf, resolveConnectors, type ResolvedConnector } from './model';
import { unsealValue } from './seal';

export function toolInfo(c: ResolvedConnector, a: ActionDef): ToolInfo {
  return { name: `${c.slug}.${a.name}`, connector: c.slug, action: a.name, description: a.description, sensitivity: a.sensitivity, sensitive_connector: c.record?.sensitive ?? false };
}

export function allTools(ctx: HandlerContext, project: ProjectRecord): ToolInfo[] {
  return resolveConnectors(ctx.rt, project).flatMap((c) => actionsOfConnector(c).map((a) => toolInfo(c, a)));
}

export function findTool(ctx: HandlerContext, project: ProjectRecord, tool: string): { connector: ResolvedConnector; action: ActionDef } {
  const dot = tool.indexOf('.');
  const connector = dot > 0 ? resolveConnectors(ctx.rt, project).find((c) => c.slug === tool.slice(0, dot)) : undefined;
  const action = connector ? actionsOfConnector(connector).find((a) => a.name === tool.slice(dot + 1)) : undefined;
  if (!connector || !action) throw notFound(`Tool ${tool}`);
  return { connector, action };
}

export const schemaOf = (a: ActionDef): JsonSchemaObject => ({ type: 'object', properties: a.properties, required: a.required, additionalProperties: false });

export function describeTool(ctx: HandlerContext, project: ProjectRecord, tool: string): ToolDescription {
  const { connector, action } = findTool(ctx, project, tool);
  const policy = decideTool(tool, null, ctx.rt.store.projectToolPolicies.get(project.id) ?? [], connectorPolicies(ctx.rt, project, connector)).action;
  return { ...toolInfo(connector, action), input_schema: schemaOf(action), policy };
}

/** The first argument that breaks the tool's schema, as a 400 `invalid_arguments` naming the field. */
function checkArgs(a: ActionDef, args: Record<string, unknown>): void {
  const bad = (field: string, message: string) => badRequest('invalid_arguments', message, { field });
  for (const field of a.required) if (args[field] === undefined || args[field] === '') throw bad(field, `${field} is required`);
  for (const [field, value] of Object.entries(args)) {
    const p = a.properties[field];
    if (!p) throw bad(field, `${field} is not an argument of ${a.name}`);
    if (p.type === 'string') {
      if (typeof value !== 'string') throw bad(field, `${field} must be text`);
      if (p.enum && !p.enum.includes(value)) throw bad(field, `${field} must be one of ${p.enum.join(', ')}`);
      if (p.maxLength !== undefined && value.length > p.maxLength) throw bad(field, `${field} must be at most ${p.maxLength} characters`);
    } else if (p.type === 'integer' || p.type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value) || (p.type === 'integer' && !Number.isInteger(value))) throw bad(field, `${field} must be ${p.type === 'integer' ? 'a whole number' : 'a number'}`);
      if (p.minimum !== undefined && value < p.minimum) throw bad(field, `${field} must be at least ${p.minimum}`);
      if (p.maximum !== undefined && value > p.maximum) throw bad(field, `${field} must be at most ${p.maximum}`);
    } else if (p.type === 'boolean' && typeof value !== 'boolean') throw bad(field, `${field} must be true or false`);
  }
}

/** What the remote side answers about the credential: null when it is fine, else a failed output. */
function credentialFailure(ctx: HandlerContext, project: ProjectRecord, c: ResolvedConnector): ToolOutput | null {
  if (c.auth === 'none' || c.source === 'manifest') return null;
  const stored = ctx.rt.store.connectorCredentials.get(keyOf(project.id, c.slug));
  if (!stored) return { success: false, error: 'credential_missing', message: `${c.name} has no credential yet: authorize it first` };
  const value = unsealValue(ctx.rt, stored.sealed, { projectId: project.id, slug: c.slug });
  if (value === null) return { success: false, error: 'credential_unreadable', message: 'The stored credential cannot be read (the platform key changed): enter it again' };
  if (stored.kind === 'api_key' && !checkApiKey(value).valid) return { success: false, error: 'unauthorized', message: `${c.name} refused the stored API key` };
  return null;
}

function attachmentFailure(ctx: HandlerContext, project: ProjectRecord, args: Record<string, unknown>): ToolOutput | null {
  for (const value of Object.values(args)) {
    if (typeof value !== 'string' || !value.startsWith('att_')) continue;
    const found = ctx.rt.store.attachments.get(value);
    if (!found || found.project_id !== project.id || found.expires_at < ctx.rt.now()) return { success: false, error: 'attachment_not_found', message: 'The attachment handle is unknown or expired: upload it again' };
  }
  return null;
}

export function callTool(ctx: HandlerContext, project: ProjectRecord, caller: Caller, tool: string, args: Record<string, unknown>): ToolCallResult {
  const { connector, action } = findTool(ctx, project, tool);
  checkArgs(action, args);
  if (ctx.rt.store.revokedConnections.has(keyOf(project.id, connector.slug))) throw conflict('connection_revoked', `The ${connector.name} connection is revoked: restore it first`, { connector: connector.slug });
  const decision = decideTool(tool, null, ctx.rt.store.projectToolPolicies.get(project.id) ?? [], connectorPolicies(ctx.rt, project, connector));
  const audit = (outcome: 'success' | 'failure' | 'denied', extra: Record<string, string | number | boolean>) =>
    recordAudit(ctx, {
      accountId: project.account_id,
      projectId: project.id,
      action: 'project.connector.call',
      actor: caller.principal,
      outcome,
      resource: { type: 'tool', id: tool },
      metadata: { connector: connector.slug, arguments: argumentPreview(args), policy: decision.action, ...extra },
    });
  if (decision.action === 'block') {
    audit('denied', {});
    throw new PlatformError(403, 'tool_blocked', `A tool policy blocks ${tool} (${decision.rule ?? 'rule'})`, { tool, rule: decision.rule ?? null });
  }
  const output = credentialFailure(ctx, project, connector) ?? attachmentFailure(ctx, project, args) ?? action.run(args);
  audit(output.success ? 'success' : 'failure', { success: output.success });
  return { tool, output, duration_ms: 80 + (parseInt(sha256(tool + JSON.stringify(args)).slice(0, 6), 16) % 400), policy: decision.action };
}
