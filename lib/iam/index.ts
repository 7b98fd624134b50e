export { decide, ENFORCED_OBJECTS } from './decide';
export { indexAssignments } from './assignment-index';
export { expandedPermissions, impliesChain } from './catalog-closure';
export { describeReason } from './describe-reason';
export { membershipAssignment } from './membership';
export { accountRoleAllows } from './account-role';
export type * from './types';
export { canOpen, canOpenGatewayTab, canOpenProjectSection, gatewayEntry, GATEWAY_TAB_PERMISSIONS, PROJECT_SECTION_PERMISSIONS } from './sections';
export { canOpenAccountSection, ACCOUNT_SECTION_PERMISSIONS } from './account-sections';
