// The demo chat workspace and mail domain of the embedded platform, and the answers of `p.channels` built from the
// stored state and the manifest (docs/CHANNELS.md).
import 'server-only';
import type { ChatAppManifest, ChatFile, ChatInstallation, ChatMode, EmailInstallation } from '@/lib/contract/types-channels';
import type { ProjectRecord, Store } from '../store';
import type { PlatformRuntime } from '../runtime';
import { CHANNEL_SLUG, recordedChannel } from './manifest-channels';
import type { ChannelStateRecord, ChatFileRecord } from './records';

export const DEMO_CHAT_WORKSPACE = { id: 'T0DEMO', name: 'Acme demo chat', url: 'https://acme-demo.chat.example' };
export const CHAT_FILES_ORIGIN = 'https://files.chat.example';
export const DEMO_MAIL_DOMAIN = 'agents.mail.example';

/** The events the chat workspace sends for each mode (a version 1 manifest records them). */
export const CHAT_MODE_EVENTS: Record<ChatMode, string[]> = {
  mentions: ['app_mention'],
  all_messages: ['app_mention', 'message.channels'],
  direct_messages: ['message.im'],
};
export const EMAIL_EVENTS = ['email.received'];

function emptyChannelState(projectId: string): ChannelStateRecord {
  return {
    project_id: projectId,
    chat: { connected_at: null, connected_by: null, bot_name: null, mode: 'mentions', commit: null },
    email: { connected_at: null, connected_by: null, address: null, mode: 'draft', policy: { allowed_senders: [], require_approval: true }, commit: null },
    voice: { bot_name: null, updated_at: null },
  };
}

/** A project's channel state to read: what is stored, else the state of a project that never connected one (not stored). */
export function channelStateOf(store: Store, projectId: string): ChannelStateRecord {
  return store.channels.get(projectId) ?? emptyChannelState(projectId);
}

/** A project's channel state to change in place: stored first when the project had none. */
export function channelStateToChange(store: Store, projectId: string): ChannelStateRecord {
  let state = store.channels.get(projectId);
  if (!state) {
    state = emptyChannelState(projectId);
    store.channels.set(projectId, state);
  }
  return state;
}

/** What a project's channels are called when nobody named them: the project's name. */
export const defaultBotName = (project: ProjectRecord) => `${project.name} agent`;

export function chatInstallationOf(rt: PlatformRuntime, project: ProjectRecord): ChatInstallation {
  const state = channelStateOf(rt.store, project.id).chat;
  const voice = channelStateOf(rt.store, project.id).voice;
  const connected = state.connected_at !== null;
  return {
    channel: 'chat',
    platform: '<chat_platform_a>',
    status: connected ? 'connected' : 'not_connected',
    workspace: connected ? DEMO_CHAT_WORKSPACE : null,
    bot_name: connected ? (state.bot_name ?? defaultBotName(project)) : null,
    mode: state.mode,
    events: CHAT_MODE_EVENTS[state.mode],
    connected_at: state.connected_at,
    connected_by: state.connected_by,
    manifest: { ...recordedChannel(rt, project, 'chat'), commit: state.commit },
    voice: { bot_name: voice.bot_name ?? defaultBotName(project), updated_at: voice.updated_at },
  };
}

export function emailInstallationOf(rt: PlatformRuntime, project: ProjectRecord): EmailInstallation {
  const state = channelStateOf(rt.store, project.id).email;
  return {
    channel: 'email',
    connector_slug: CHANNEL_SLUG.email,
    status: state.connected_at !== null ? 'connected' : 'not_connected',
    address: state.address,
    domain: DEMO_MAIL_DOMAIN,
    mode: state.mode,
    policy: state.policy,
    connected_at: state.connected_at,
    connected_by: state.connected_by,
    manifest: { ...recordedChannel(rt, project, 'email'), commit: state.commit },
  };
}

export function chatAppManifestOf(rt: PlatformRuntime, project: ProjectRecord, origin: string): ChatAppManifest {
  const chat = chatInstallationOf(rt, project);
  const name = chat.bot_name ?? defaultBotName(project);
  return {
    display_information: { name, description: `The agents of ${project.name}` },
    features: { bot_user: { display_name: name, always_online: true } },
    oauth_config: { scopes: { bot: ['app_mentions:read', 'chat:write', 'files:read', 'files:write', ...(chat.mode === 'direct_messages' ? ['im:history'] : chat.mode === 'all_messages' ? ['channels:history'] : [])] } },
    settings: { event_subscriptions: { request_url: `${origin}/v1/projects/${encodeURIComponent(project.id)}/channels/chat/events`, bot_events: chat.events } },
  };
}

export const chatFileUrl = (file: Pick<ChatFileRecord, 'id' | 'name'>) => `${CHAT_FILES_ORIGIN}/${DEMO_CHAT_WORKSPACE.id}/${file.id}/${encodeURIComponent(file.name)}`;

export const toChatFile = (file: ChatFileRecord): ChatFile => ({ id: file.id, name: file.name, content_type: file.content_type, size: file.size, url: chatFileUrl(file), uploaded_at: file.uploaded_at });

/** The file id of a URL of the demo workspace's file host; null for any other URL. */
export function chatFileIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== CHAT_FILES_ORIGIN) return null;
  const [team, id] = parsed.pathname.split('/').filter(Boolean);
  return team === DEMO_CHAT_WORKSPACE.id && id ? id : null;
}
