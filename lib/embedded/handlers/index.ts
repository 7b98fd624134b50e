import 'server-only';
import type { HandlerTable } from '../runtime';
import { accountHandlers } from './accounts';
import { authHandlers } from './auth';
import { projectHandlers } from './projects';
import { sessionHandlers } from './sessions';
import { repoHandlers } from './repo';
import { iamHandlers } from './iam';
import { tokenHandlers } from './tokens';
import { projectAccessHandlers } from './project-access';
import { auditHandlers } from './audit';
import { secretHandlers } from './secrets';
import { triggerHandlers } from './triggers';
import { connectorHandlers } from './connectors';
import { connectorExtraHandlers } from './connector-extras';
import { setupLinkHandlers } from './setup-links';
import { provisionHandlers } from './provision';
import { sandboxHandlers } from './sandbox';
import { gatewayConfigHandlers } from './gateway-config';
import { approvalHandlers } from './approvals';
import { projectLifecycleHandlers } from './project-lifecycle';
import { gatewayAnalyticsHandlers } from './gateway-analytics';
import { billingHandlers } from './billing';
import { marketplaceHandlers } from './marketplace';
import { accessRequestHandlers } from './access-requests';
import { brandingHandlers } from '../branding/handlers';
import { modelDefaultHandlers } from './model-defaults';
import { channelHandlers } from './channels';
import { gitHostHandlers } from './git-host';
import { sandboxesHandlers } from './sandboxes';

/** Every operation the embedded platform serves, by contract name. Anything else in the contract answers 501. */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...accountHandlers,
  ...projectHandlers,
  ...sessionHandlers,
  ...repoHandlers,
  ...iamHandlers,
  ...tokenHandlers,
  ...projectAccessHandlers,
  ...auditHandlers,
  ...secretHandlers,
  ...triggerHandlers,
  ...connectorHandlers,
  ...connectorExtraHandlers,
  ...setupLinkHandlers,
  ...provisionHandlers,
  ...sandboxHandlers,
  ...gatewayConfigHandlers,
  ...approvalHandlers,
  ...projectLifecycleHandlers,
  ...gatewayAnalyticsHandlers,
  ...billingHandlers,
  ...marketplaceHandlers,
  ...accessRequestHandlers,
  ...brandingHandlers,
  ...modelDefaultHandlers,
  ...channelHandlers,
  ...gitHostHandlers,
  ...sandboxesHandlers,
};
