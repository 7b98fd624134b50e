// The gateway's own inference route (`POST /v1/gateway/chat/completions`), authenticated by a gateway API key.
import type { GatewayPreviewAttempt } from './types-gateway';

/** OpenAI-style answer, plus how the routing policy reached the model that answered. */
export interface GatewayChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  /** The model that answered. */
  model: string;
  choices: Array<{ index: number; message: { role: 'assistant'; content: string }; finish_reason: 'stop' | 'length' }>;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  gateway: { requestedModel: string; provider: string; attempts: GatewayPreviewAttempt[]; cost: number };
}
