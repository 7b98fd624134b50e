import { z } from 'zod';
import { CHAT_MODES, EMAIL_MODES } from '../types-channels';

export const CHANNEL_NAME_MAX = 80;
/** The demo chat platform's upload limit (the spec shows none): 1 MB of file content. */
export const CHAT_FILE_MAX_BYTES = 1_000_000;
export const EMAIL_POLICY_MAX_SENDERS = 50;

const botName = z.string().trim().min(1, 'Give the bot a name').max(CHANNEL_NAME_MAX, `A name is at most ${CHANNEL_NAME_MAX} characters`);

export const chatModeInput = z.object({ mode: z.enum(CHAT_MODES, { error: `mode is one of ${CHAT_MODES.join(', ')}` }) }).strict();
export const chatConnectInput = z.object({ mode: chatModeInput.shape.mode.optional(), bot_name: botName.optional() }).strict();

export const chatUploadInput = z
  .object({
    filename: z.string().trim().min(1, 'Name the file').max(255).regex(/^[^/\\\0]+$/, 'A file name has no slashes'),
    /** Base64 of the bytes. */
    content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'content is base64'),
    content_type: z.string().min(1).max(200).optional(),
  })
  .strict();

export const emailModeInput = z.object({ mode: z.enum(EMAIL_MODES, { error: `mode is one of ${EMAIL_MODES.join(', ')}` }) }).strict();

const localPart = z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9._-]{0,40}[a-z0-9])?$/, 'An address starts and ends with a letter or digit and holds letters, digits, dots, dashes or underscores');
export const emailConnectInput = z.object({ local_part: localPart.optional(), mode: emailModeInput.shape.mode.optional() }).strict();

const sender = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?:[^\s@]+@[^\s@]+\.[^\s@]+|@[^\s@]+\.[^\s@]+)$/, 'A sender is an address (ana@example.com) or a domain (@example.com)');
export const emailPolicyInput = z
  .object({
    allowed_senders: z.array(sender).max(EMAIL_POLICY_MAX_SENDERS, `At most ${EMAIL_POLICY_MAX_SENDERS} senders`).optional(),
    require_approval: z.boolean().optional(),
  })
  .strict();

export const voiceBotNameInput = z.object({ name: botName }).strict();
