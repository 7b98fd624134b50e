// A started session whose prompt asks for something a connector tool policy gates (`require_approval`): the simulated
// agent reads the manifest, then calls the gated tool twice (two targets), each call waiting for approval unless an
// earlier answer's scope covers it.
import 'server-only';
import { MODELS, readOutputNew } from './builders';
import type { GatedRunScript } from './gated-run';

export interface GatingPolicy {
  connector: string;
  match: string;
}

/** The word a policy's glob is about (`refund_*` → `refund`); prompts naming it call the tool. */
function stemOf(match: string): string {
  return match.replace(/\*/g, '').replace(/^[_.\-\s]+|[_.\-\s]+$/g, '').replace(/[_.-]+/g, ' ').toLowerCase();
}

/** The run for `prompt`, or null when no require_approval policy of the agent's connectors is about it. */
export function connectorApprovalRun(sessionID: string, start: number, prompt: string, agent: string, policies: readonly GatingPolicy[]): GatedRunScript | null {
  const text = prompt.toLowerCase();
  const policy = policies.find((p) => {
    const stem = stemOf(p.match);
    return stem.length >= 3 && text.includes(stem);
  });
  if (!policy) return null;
  const tool = `${policy.connector}.${policy.match.replace(/\*/g, 'order').replace(/[^A-Za-z0-9_.-]/g, '_')}`;
  const gate = `Tool policy require_approval on ${policy.connector} (${policy.match})`;
  const call = (target: string) => ({ tool, input: { order_id: target }, title: `${tool} ${target}`, output: JSON.stringify({ success: true, order_id: target }), gate });
  return {
    sessionID,
    start,
    prompt,
    agent,
    model: MODELS.sonnet,
    cwd: '/workspace',
    steps: [{ tool: 'read', input: { filePath: '/workspace/platform.yaml' }, title: 'platform.yaml', output: readOutputNew('/workspace/platform.yaml', 'platform_version: 2\ndefault_agent: …') }, call('1042'), call('1043')],
    answer: `Done: ${tool} ran for orders 1042 and 1043.`,
    deniedAnswer: (name) => `You denied ${name}, so I stopped. Nothing else was called.`,
  };
}
