import { describe, expect, it } from 'vitest';
import { operations } from '@/lib/contract';
import { isRoute, type RouteTree } from '@/lib/contract/routes-core';
import { routes } from '@/lib/contract/routes.generated';

function flatten(tree: RouteTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRoute(value) ? [[name, value] as [string, unknown]] : flatten(value, name);
  });
}

describe('the zod-free route tree the browser client runs on', () => {
  it('has exactly the contract operations, with the same method, path, arguments and answer kind', () => {
    const fromContract = operations.map(({ name, def }) => [
      name,
      {
        method: def.method,
        path: def.path,
        ...(def.args?.length ? { args: def.args } : {}),
        ...(def.response ? { response: def.response } : {}),
        ...(def.public ? { public: true } : {}),
      },
    ]);
    expect(flatten(routes)).toEqual(fromContract);
  });
});
