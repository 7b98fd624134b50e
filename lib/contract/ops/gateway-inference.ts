import { POST } from '../define';
import type { GatewayChatCompletion } from '../types-gateway-completion';
import { chatCompletionInput } from './gateway-config-inputs';

/**
 * The gateway itself: model traffic authenticated by a gateway API key (not a user's token). The key names its
 * project; the request follows that project's routing policy. A revoked or unknown key answers 401.
 */
export const gatewayInferenceOps = {
  chatCompletions: POST<GatewayChatCompletion>()('/gateway/chat/completions', 'OpenAI-style chat completion through the routing policy, with a gateway API key as the bearer', {
    input: chatCompletionInput,
    args: ['$token', '$input'],
  }),
};
