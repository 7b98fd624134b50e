// Which model a request starts at: the agent's default over the project's over the account's, else the routing
// policy's default model. The routing policy (fallbacks, vision model) then applies from that model on. Pure; never
// throws on any input.
import type { EffectiveModel, ModelDefaultScope } from '@/lib/contract/types-models';

export interface DefaultsByScope {
  account?: string | null;
  project?: string | null;
  /** Agent name → model. */
  agents?: Readonly<Record<string, string>> | null;
}

const ORDER: readonly ModelDefaultScope[] = ['agent', 'project', 'account'];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function modelAt(defaults: DefaultsByScope, scope: ModelDefaultScope, agent: string | null): string | null {
  if (typeof defaults !== 'object' || defaults === null) return null;
  if (scope !== 'agent') return text(defaults[scope]);
  const agents = defaults.agents;
  if (!agent || typeof agents !== 'object' || agents === null || !Object.hasOwn(agents, agent)) return null;
  return text(agents[agent]);
}

function reasonFor(source: EffectiveModel['source'], agent: string | null, model: string): string {
  const who = agent ? `Agent ${agent}` : 'A request without an agent';
  switch (source) {
    case 'agent':
      return `Agent ${agent} has its own default model, ${model}.`;
    case 'project':
      return `${who} uses the project's default model, ${model}${agent ? ' (the agent sets none)' : ''}.`;
    case 'account':
      return `${who} uses the account's default model, ${model}: neither ${agent ? 'the agent nor ' : ''}the project sets one.`;
    default:
      return `No model default is set, so ${who.charAt(0).toLowerCase()}${who.slice(1)} starts at the routing policy's default model, ${model}.`;
  }
}

/**
 * The effective model of `agent` (null: a request naming no agent). `isKnown` passes over a default whose model
 * is no longer offered, so a stale default never routes a request to nowhere.
 */
export function resolveModel(defaults: DefaultsByScope, agent: string | null | undefined, routingDefault: string, isKnown: (model: string) => boolean = () => true): EffectiveModel {
  const who = text(agent);
  const passedOver: EffectiveModel['passedOver'] = [];
  let chosen: { scope: ModelDefaultScope; model: string } | null = null;
  for (const scope of ORDER) {
    const model = modelAt(defaults, scope, who);
    if (!model) continue;
    let known = false;
    try {
      known = isKnown(model) === true;
    } catch {
      known = false;
    }
    if (!known) passedOver.push({ scope, model, why: 'unknown_model' });
    else if (chosen) passedOver.push({ scope, model, why: 'overridden' });
    else chosen = { scope, model };
  }
  const model = chosen?.model ?? (text(routingDefault) ?? '');
  const source = chosen?.scope ?? 'routing';
  return { agent: who, model, source, reason: reasonFor(source, who, model), passedOver };
}
