import type { ChatMode, EmailMode } from '@/lib/contract/types-channels';

export const CHAT_MODE_CHOICES: ReadonlyArray<{ value: ChatMode; label: string; detail: string }> = [
  { value: 'mentions', label: 'When mentioned', detail: 'The agent answers messages that mention it.' },
  { value: 'all_messages', label: 'Every message', detail: 'The agent reads every message of the channels it is in.' },
  { value: 'direct_messages', label: 'Direct messages', detail: 'The agent answers only messages sent to it directly.' },
];

export const EMAIL_MODE_CHOICES: ReadonlyArray<{ value: EmailMode; label: string; detail: string }> = [
  { value: 'draft', label: 'Draft replies', detail: 'The agent drafts each reply; a person sends it.' },
  { value: 'reply', label: 'Reply on its own', detail: 'The agent sends its replies (the policy may still ask for approval).' },
];
