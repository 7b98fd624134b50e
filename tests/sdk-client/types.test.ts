import { describe, expectTypeOf, it } from 'vitest';
import type { Platform, RequestOptions, SessionHandle } from '@/lib/sdk';
import type { ToolViewModel, ToolViewModelKind } from '@/lib/sdk/tool-view-model';
import type { SetProviderResult } from '@/lib/contract/types-sandboxes';
import type { Account, Assignment, FeatureFlag, Project, SessionAndUser, User } from '@/lib/contract/types';

// Compile-time checks of the generated method signatures (vitest typechecks these through tsc in `npm test`).
describe('SDK method types', () => {
  it('derives positional path params, inputs and results from the contract', () => {
    type P = Platform;
    expectTypeOf<P['accounts']['list']>().toEqualTypeOf<(input?: Record<string, never>, options?: RequestOptions) => Promise<Account[]>>();
    expectTypeOf<P['accounts']['get']>().parameters.toEqualTypeOf<[accountId: string, input?: Record<string, never>, options?: RequestOptions]>();
    expectTypeOf<ReturnType<P['accounts']['createAssignment']>>().toEqualTypeOf<Promise<Assignment>>();
    expectTypeOf<ReturnType<ReturnType<P['project']>['update']>>().toEqualTypeOf<Promise<Project>>();
    expectTypeOf<Parameters<ReturnType<P['project']>['updateFeatureFlag']>>().toEqualTypeOf<[arg: string, arg: boolean | null, options?: RequestOptions]>();
    expectTypeOf<ReturnType<ReturnType<P['project']>['updateFeatureFlag']>>().toEqualTypeOf<Promise<FeatureFlag>>();
    expectTypeOf<Parameters<P['auth']['user']>>().toEqualTypeOf<[token: string | null, options?: RequestOptions]>();
    expectTypeOf<ReturnType<P['auth']['user']>>().toEqualTypeOf<Promise<{ user: User }>>();
    expectTypeOf<ReturnType<P['auth']['signInWithPassword']>>().toEqualTypeOf<Promise<SessionAndUser>>();
  });

  it('types the session handle of project(id).sessions like session(pid, sid), and the sandbox operations', () => {
    type Project = ReturnType<Platform['project']>;
    expectTypeOf<Project['sessions']['session']>().toEqualTypeOf<(sessionId: string) => SessionHandle>();
    expectTypeOf<ReturnType<Platform['session']>>().toEqualTypeOf<SessionHandle>();
    expectTypeOf<ReturnType<Project['sandbox']['setProvider']>>().toEqualTypeOf<Promise<SetProviderResult>>();
  });
});

describe('tool view kinds', () => {
  it("tools.ts's list of kinds is exactly the view model's union (written twice only to keep the modules acyclic)", () => {
    expectTypeOf<ToolViewModelKind>().toEqualTypeOf<ToolViewModel['kind']>();
  });
});
