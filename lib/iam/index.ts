export { decide, ENFORCED_OBJECTS } from './decide';
export { indexAssignments } from './assignment-index';
export { expandedPermissions, impliesChain } from './catalog-closure';
export { describeReason } from './describe-reason';
export type * from './types';
