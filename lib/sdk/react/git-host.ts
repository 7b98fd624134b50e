'use client';

// The account's git-host installation and the repositories it reaches (`github.*`).
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { gitHostKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export function useGitHostInstallations(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: gitHostKeys.installations(accountId), queryFn: ({ signal }) => platform.github.listInstallations(accountId, undefined, { signal }) });
}

export function useGitHostRepositories(accountId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: gitHostKeys.repositories(accountId), queryFn: ({ signal }) => platform.github.listRepositories(accountId, undefined, { signal }), enabled });
}

/** Installs the app for an owner on the demo git host; the repository list follows. */
export function useSaveGitHostInstallation(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { owner: string }) => platform.github.saveInstallation(accountId, input), () => [gitHostKeys.all(accountId)]);
}

/** A new repository on the git host, ready to create a project from. */
export function useCreateHostRepository(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name: string; description?: string }) => platform.projects.createRepo({ account_id: accountId, ...input }), () => [gitHostKeys.all(accountId)]);
}
