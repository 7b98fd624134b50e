import { isPlainObject } from './rules';
import type { PendingDiagnostic } from './types';

/**
 * Problems that do not make a manifest invalid: deprecated names and a disabled default agent.
 * Reads the raw document, so it works even when the schema rejected other parts.
 */
export function collectWarnings(data: Record<string, unknown>, version: 1 | 2): PendingDiagnostic[] {
  if (version !== 2 || !isPlainObject(data.agents)) return [];
  const warnings: PendingDiagnostic[] = [];
  for (const [name, agent] of Object.entries(data.agents)) {
    if (!isPlainObject(agent) || !Object.prototype.hasOwnProperty.call(agent, 'connectors_personal')) continue;
    const alsoRequired = Object.prototype.hasOwnProperty.call(agent, 'connectors_required');
    warnings.push({
      path: ['agents', name, 'connectors_personal'],
      message: alsoRequired
        ? 'connectors_personal is deprecated and connectors_required is also set; move its entries to connectors_required and remove it'
        : 'connectors_personal is deprecated; rename it to connectors_required',
      severity: 'warning',
      code: 'deprecated_key',
      target: 'key',
    });
  }
  const defaultAgent = data.default_agent;
  if (typeof defaultAgent === 'string' && Object.prototype.hasOwnProperty.call(data.agents, defaultAgent)) {
    const agent = data.agents[defaultAgent];
    if (isPlainObject(agent) && agent.enabled === false) {
      warnings.push({
        path: ['default_agent'],
        message: `default_agent "${defaultAgent}" is disabled (enabled: false); enable it or choose an enabled agent`,
        severity: 'warning',
        code: 'default_agent_disabled',
        target: 'value',
      });
    }
  }
  return warnings;
}
