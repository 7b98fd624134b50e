// Stored channel state of a project (Store.channels) and the demo chat workspace's files (Store.chatFiles).
import 'server-only';
import type { ChatMode, EmailMode, EmailPolicy } from '@/lib/contract/types-channels';

export interface ChannelStateRecord {
  project_id: string;
  chat: {
    connected_at: string | null;
    connected_by: string | null;
    bot_name: string | null;
    mode: ChatMode;
    commit: string | null;
  };
  email: {
    connected_at: string | null;
    connected_by: string | null;
    address: string | null;
    mode: EmailMode;
    policy: EmailPolicy;
    commit: string | null;
  };
  voice: { bot_name: string | null; updated_at: string | null };
}

export interface ChatFileRecord {
  id: string;
  project_id: string;
  name: string;
  content_type: string;
  size: number;
  /** Base64 of the bytes (at most 1 MB). */
  data: string;
  uploaded_at: string;
}
