// The models the embedded gateway offers (`llmCatalog`), used by the traffic generator, routing and the playground.
// Prices are list prices in USD per million tokens (lib/sdk/cost.ts's DEFAULT_PRICING where it has the model).
import 'server-only';
import type { GatewayCatalogModel } from '@/lib/contract/types-gateway';

export const GATEWAY_CATALOG: readonly GatewayCatalogModel[] = [
  { id: 'claude-opus-4-5', provider: 'anthropic', label: 'Claude Opus 4.5', vision: true, inputPricePerMTok: 5, outputPricePerMTok: 25, contextWindow: 200_000, maxOutputTokens: 64_000, streaming: true },
  { id: 'claude-sonnet-4-5', provider: 'anthropic', label: 'Claude Sonnet 4.5', vision: true, inputPricePerMTok: 3, outputPricePerMTok: 15, contextWindow: 200_000, maxOutputTokens: 64_000, streaming: true },
  { id: 'claude-haiku-4-5', provider: 'anthropic', label: 'Claude Haiku 4.5', vision: true, inputPricePerMTok: 1, outputPricePerMTok: 5, contextWindow: 200_000, maxOutputTokens: 64_000, streaming: true },
  { id: 'gpt-5', provider: 'openai', label: 'GPT-5', vision: true, inputPricePerMTok: 1.25, outputPricePerMTok: 10, contextWindow: 400_000, maxOutputTokens: 128_000, streaming: true },
  { id: 'gpt-5-mini', provider: 'openai', label: 'GPT-5 mini', vision: true, inputPricePerMTok: 0.25, outputPricePerMTok: 2, contextWindow: 400_000, maxOutputTokens: 128_000, streaming: true },
  { id: 'gpt-4.1-nano', provider: 'openai', label: 'GPT-4.1 nano', vision: false, inputPricePerMTok: 0.1, outputPricePerMTok: 0.4, contextWindow: 1_000_000, maxOutputTokens: 32_000, streaming: true },
  { id: 'gemini-2.5-pro', provider: 'google', label: 'Gemini 2.5 Pro', vision: true, inputPricePerMTok: 1.25, outputPricePerMTok: 10, contextWindow: 1_000_000, maxOutputTokens: 65_000, streaming: true },
  { id: 'gemini-2.5-flash', provider: 'google', label: 'Gemini 2.5 Flash', vision: true, inputPricePerMTok: 0.3, outputPricePerMTok: 2.5, contextWindow: 1_000_000, maxOutputTokens: 65_000, streaming: true },
  { id: 'mistral-large-2411', provider: 'mistral', label: 'Mistral Large', vision: false, inputPricePerMTok: 2, outputPricePerMTok: 6, contextWindow: 128_000, maxOutputTokens: 32_000, streaming: true },
  { id: 'codestral-2501', provider: 'mistral', label: 'Codestral', vision: false, inputPricePerMTok: 0.3, outputPricePerMTok: 0.9, contextWindow: 256_000, maxOutputTokens: 32_000, streaming: true },
  { id: 'pixtral-large-2411', provider: 'mistral', label: 'Pixtral Large', vision: true, inputPricePerMTok: 2, outputPricePerMTok: 6, contextWindow: 128_000, maxOutputTokens: 32_000, streaming: false },
];

const BY_ID = new Map(GATEWAY_CATALOG.map((m) => [m.id, m]));

export function catalogModel(id: string): GatewayCatalogModel | undefined {
  return BY_ID.get(id);
}

export const GATEWAY_PROVIDERS: readonly string[] = [...new Set(GATEWAY_CATALOG.map((m) => m.provider))];
