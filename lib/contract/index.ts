import { flattenContract, type ContractTree } from './define';
import { authOps } from './ops/auth';
import { accountInviteOps, accountOps } from './ops/accounts';
import { projectOps } from './ops/projects';
import { projectHandleOps } from './ops/project';
import { sessionHandleOps } from './ops/sessions';
import { gatewayInferenceOps } from './ops/gateway-inference';
import { agentConnectorOps, billingOps, githubOps, marketplacePublicOps, platformInfoOps, sandboxShareOps, setupLinkPublicOps, sharedPortOps } from './ops/platform-misc';

/**
 * The whole API, once. Top-level keys are SDK groups; `project` and `session` are the handle groups whose leading
 * path params (`projectId`, then `sessionId`) are bound by `project(id)` / `session(pid, sid)`.
 */
export const contract = {
  auth: authOps,
  accounts: accountOps,
  accountInvites: accountInviteOps,
  projects: projectOps,
  project: projectHandleOps,
  session: sessionHandleOps,
  github: githubOps,
  billing: billingOps,
  sandboxShares: sandboxShareOps,
  sharedPorts: sharedPortOps,
  marketplace: marketplacePublicOps,
  connectors: agentConnectorOps,
  setupLinks: setupLinkPublicOps,
  gateway: gatewayInferenceOps,
  ...platformInfoOps,
} satisfies ContractTree;

export type Contract = typeof contract;

export const HANDLE_BOUND_PARAMS = { project: 1, session: 2 } as const;

export const operations = flattenContract(contract);

export { CLIENT_SOURCE_HEADER, REQUEST_ID_HEADER } from './routes-core';

export * from './define';
export type * from './types';
export type * from './types-repo';
export type * from './types-marketplace';
export type * from './types-sandbox';
export type * from './types-sandboxes';
export type * from './types-approvals';
export type * from './types-models';
export type * from './types-channels';
export type * from './wire';
