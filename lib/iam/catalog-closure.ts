import type { PermissionRow } from '@/lib/contract/types';
import type { IamRole } from './types';

const impliesByCatalog = new WeakMap<readonly PermissionRow[], Map<string, readonly string[]>>();
const expandedByRole = new WeakMap<IamRole, WeakMap<readonly PermissionRow[], Set<string>>>();

/** action → the actions it directly implies, for one catalog (cached per catalog array). */
export function impliesMap(catalog: readonly PermissionRow[]): Map<string, readonly string[]> {
  let map = impliesByCatalog.get(catalog);
  if (!map) {
    map = new Map();
    for (const row of Array.isArray(catalog) ? catalog : []) {
      if (row && typeof row.action === 'string') map.set(row.action, Array.isArray(row.implies) ? row.implies.filter((a: unknown): a is string => typeof a === 'string') : []);
    }
    impliesByCatalog.set(catalog, map);
  }
  return map;
}

/** Every action a role holds: its permissions and everything they imply, transitively. */
export function expandedPermissions(role: IamRole, catalog: readonly PermissionRow[]): Set<string> {
  let byCatalog = expandedByRole.get(role);
  if (!byCatalog) expandedByRole.set(role, (byCatalog = new WeakMap()));
  let set = byCatalog.get(catalog);
  if (!set) {
    set = new Set();
    const implies = impliesMap(catalog);
    const stack = [...(Array.isArray(role.permissions) ? role.permissions : [])];
    while (stack.length) {
      const action = stack.pop()!;
      if (typeof action !== 'string' || set.has(action)) continue;
      set.add(action);
      stack.push(...(implies.get(action) ?? []));
    }
    byCatalog.set(catalog, set);
  }
  return set;
}

/** The shortest chain from one of the role's permissions to `action` through `implies` (`[held, …, action]`). */
export function impliesChain(role: IamRole, action: string, catalog: readonly PermissionRow[]): string[] {
  const held = Array.isArray(role.permissions) ? role.permissions : [];
  if (held.includes(action)) return [action];
  const implies = impliesMap(catalog);
  const previous = new Map<string, string | null>(held.map((p) => [p, null]));
  const queue = [...held];
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i];
    for (const next of implies.get(current) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, current);
      if (next === action) {
        const chain = [next];
        for (let at = previous.get(next); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return [];
}
