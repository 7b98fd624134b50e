// Channels (`p.channels`): the chat workspace, the mail domain and the voice bot of a project. The spec names the
// operations; every field here is this platform's choice (docs/CHANNELS.md).

export const CHAT_MODES = ['mentions', 'all_messages', 'direct_messages'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const EMAIL_MODES = ['reply', 'draft'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** Where the manifest records a channel: a reserved channel connector (v2) or a `channels` entry (v1). */
export interface ChannelManifestRecord {
  /** The manifest file that records the channel, when it does. */
  path: string | null;
  /** `connectors[platform_chat_a]`, `channels[platform=email]`…; null when not recorded. */
  entry: string | null;
  /** The commit of the last channel change on the default branch. */
  commit: string | null;
}

export interface ChatInstallation {
  channel: 'chat';
  /** The spec's neutral name of the chat platform. */
  platform: '<chat_platform_a>';
  status: 'connected' | 'not_connected';
  workspace: { id: string; name: string; url: string } | null;
  /** The agent's name in the workspace. */
  bot_name: string | null;
  mode: ChatMode;
  /** The events the workspace sends for this mode. */
  events: string[];
  connected_at: string | null;
  connected_by: string | null;
  manifest: ChannelManifestRecord;
  /** The voice bot that joins the workspace's calls. */
  voice: { bot_name: string; updated_at: string | null };
}

export interface ChatAppManifest {
  display_information: { name: string; description: string };
  features: { bot_user: { display_name: string; always_online: boolean } };
  oauth_config: { scopes: { bot: string[] } };
  settings: { event_subscriptions: { request_url: string; bot_events: string[] } };
}

export interface ChatFile {
  id: string;
  name: string;
  content_type: string;
  size: number;
  url: string;
  uploaded_at: string;
}

export interface EmailPolicy {
  /** Addresses (`ana@example.com`) or domains (`@example.com`) whose mail the agent reads; empty: anyone. */
  allowed_senders: string[];
  /** A person approves each reply before it is sent. */
  require_approval: boolean;
}

export interface EmailInstallation {
  channel: 'email';
  connector_slug: string;
  status: 'connected' | 'not_connected';
  address: string | null;
  domain: string;
  mode: EmailMode;
  policy: EmailPolicy;
  connected_at: string | null;
  connected_by: string | null;
  manifest: ChannelManifestRecord;
}

export interface VoiceSettings {
  bot_name: string;
  updated_at: string | null;
}
