import 'server-only';
import { PlatformError } from '../errors';
import type { Store } from '../store';
import { entitlementsOf } from './tiers';

/** The one paywall check: 402 `entitlement_required` (naming the entitlement) when the account's plan lacks it. */
export function requireEntitlement(store: Store, accountId: string, entitlement: string, message: string): void {
  if (!entitlementsOf(store, accountId).includes(entitlement)) throw new PlatformError(402, 'entitlement_required', message, { entitlement });
}

export const RBAC_REQUIRED = 'Custom roles need the rbac entitlement on this account';
