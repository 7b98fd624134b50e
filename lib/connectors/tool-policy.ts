// Which tool policy applies to a call: one rule for the embedded platform (gating, refusing) and the console (the
// effect shown beside the editor). Never throws.
import type { ProjectToolPolicy, ToolAction, ToolPolicy } from '@/lib/contract/types-connectors';

export interface ToolDecision {
  action: ToolAction;
  /** Which rule decided: the agent's own, a `*` rule, the connector's policies, or the default (`always_run`). */
  source: 'agent' | 'all_agents' | 'connector' | 'default';
  /** The deciding rule's glob, when a rule decided. */
  rule?: string;
}

const ACTIONS: readonly string[] = ['always_run', 'require_approval', 'block'];

/** `*` matches any run of characters (dots included); every other character is literal. */
export function globMatches(glob: unknown, name: unknown): boolean {
  if (typeof glob !== 'string' || typeof name !== 'string' || glob === '') return false;
  const parts = glob.split('*');
  if (parts.length === 1) return glob === name;
  const [head, ...rest] = parts;
  const tail = rest.pop() ?? '';
  if (!name.startsWith(head) || !name.endsWith(tail) || name.length < head.length + tail.length) return false;
  let at = head.length;
  const end = name.length - tail.length;
  for (const middle of rest) {
    const found = name.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

const valid = (action: unknown): action is ToolAction => typeof action === 'string' && ACTIONS.includes(action);

/**
 * The action for `tool` (`<connector>.<action>`) called by `agent` (null: a call from the console, no agent).
 * Precedence: the agent's own project rule, then a `*` rule, then the connector's policies (matched on the action
 * name, or on the full tool name), then `always_run`. Within one level the first matching rule wins.
 */
export function decideTool(tool: string, agent: string | null, projectPolicies: readonly ProjectToolPolicy[] | unknown, connectorPolicies: readonly ToolPolicy[] | unknown): ToolDecision {
  const project = Array.isArray(projectPolicies) ? (projectPolicies as unknown[]) : [];
  const connector = Array.isArray(connectorPolicies) ? (connectorPolicies as unknown[]) : [];
  const rule = (p: unknown): Partial<ProjectToolPolicy> => (typeof p === 'object' && p !== null ? (p as Partial<ProjectToolPolicy>) : {});
  if (agent !== null) {
    const own = project.map(rule).find((p) => p.agent === agent && valid(p.action) && globMatches(p.tool, tool));
    if (own) return { action: own.action!, source: 'agent', rule: own.tool };
  }
  const all = project.map(rule).find((p) => p.agent === '*' && valid(p.action) && globMatches(p.tool, tool));
  if (all) return { action: all.action!, source: 'all_agents', rule: all.tool };
  const action = tool.includes('.') ? tool.slice(tool.indexOf('.') + 1) : tool;
  const byConnector = connector
    .map((p) => (typeof p === 'object' && p !== null ? (p as Partial<ToolPolicy>) : {}))
    .find((p) => valid(p.action) && (globMatches(p.match, action) || globMatches(p.match, tool)));
  if (byConnector) return { action: byConnector.action!, source: 'connector', rule: byConnector.match };
  return { action: 'always_run', source: 'default' };
}
