'use client';

import { useQuery } from '@tanstack/react-query';
import type { ChatMode, EmailMode, EmailPolicy } from '@/lib/contract/types-channels';
import { usePlatform } from './context';
import { projectKeys, repoKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const channelKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'channels'] as const,
  chat: (projectId: string) => [...channelKeys.all(projectId), 'chat'] as const,
  chatManifest: (projectId: string) => [...channelKeys.chat(projectId), 'manifest'] as const,
  email: (projectId: string) => [...channelKeys.all(projectId), 'email'] as const,
};

export function useChatInstallation(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: channelKeys.chat(projectId), queryFn: ({ signal }) => platform.project(projectId).channels.slack.installation(undefined, { signal }) });
}

export function useChatAppManifest(projectId: string, enabled: boolean) {
  const platform = usePlatform();
  return useQuery({ queryKey: channelKeys.chatManifest(projectId), queryFn: ({ signal }) => platform.project(projectId).channels.slack.manifest(undefined, { signal }), enabled });
}

export function useEmailInstallation(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: channelKeys.email(projectId), queryFn: ({ signal }) => platform.project(projectId).channels.email.installation(undefined, { signal }) });
}

/** Connect, disconnect and a v1 mode change commit the manifest: the repository's reads refresh with the channel's. */
function useChannelMutation<TInput, TResult>(projectId: string, fn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(fn, () => [channelKeys.all(projectId), repoKeys.all(projectId)]);
}

export function useConnectChat(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (input: { mode?: ChatMode; bot_name?: string }) => platform.project(projectId).channels.slack.connect(input));
}

export function useSetChatMode(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (mode: ChatMode) => platform.project(projectId).channels.slack.mode(mode));
}

export function useDisconnectChat(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, () => platform.project(projectId).channels.slack.disconnect());
}

export function useConnectEmail(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (input: { local_part?: string; mode?: EmailMode }) => platform.project(projectId).channels.email.connect(input));
}

export function useSetEmailMode(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (mode: EmailMode) => platform.project(projectId).channels.email.mode(mode));
}

export function useUpdateEmailPolicy(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (policy: Partial<EmailPolicy>) => platform.project(projectId).channels.email.updatePolicy(policy));
}

export function useDisconnectEmail(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, () => platform.project(projectId).channels.email.disconnect());
}

export function useSetVoiceBotName(projectId: string) {
  const platform = usePlatform();
  return useChannelMutation(projectId, (name: string) => platform.project(projectId).channels.voice.setBotName(name));
}
