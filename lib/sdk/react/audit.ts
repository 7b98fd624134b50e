'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export type AuditFilters = Partial<Record<'project' | 'session' | 'actor' | 'source' | 'request' | 'correlation' | 'resource' | 'action' | 'from' | 'to', string>> & {
  outcome?: 'success' | 'failure' | 'denied';
};

export const auditKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'audit'] as const,
  log: (accountId: string, filters: AuditFilters) => [...auditKeys.all(accountId), 'log', filters] as const,
  webhooks: (accountId: string) => [...auditKeys.all(accountId), 'webhooks'] as const,
};

const PAGE = 200;

export function useAuditLog(accountId: string, filters: AuditFilters) {
  const platform = usePlatform();
  return useInfiniteQuery({
    queryKey: auditKeys.log(accountId, filters),
    queryFn: ({ pageParam, signal }) => platform.accounts.audit.log(accountId, { ...filters, limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useAuditWebhooks(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: auditKeys.webhooks(accountId), queryFn: ({ signal }) => platform.accounts.audit.webhooks.list(accountId, undefined, { signal }) });
}

export function useCreateAuditWebhook(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { url: string; description?: string; actions?: string[] }) => platform.accounts.audit.webhooks.create(accountId, input), () => [auditKeys.all(accountId)]);
}

export function useUpdateAuditWebhook(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(({ id, active }: { id: string; active: boolean }) => platform.accounts.audit.webhooks.update(accountId, id, { active }), () => [auditKeys.all(accountId)]);
}

export function useRemoveAuditWebhook(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((id: string) => platform.accounts.audit.webhooks.remove(accountId, id), () => [auditKeys.all(accountId)]);
}
