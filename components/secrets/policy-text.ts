import type { SecretStrategyChoice } from '@/lib/sdk/react/secrets';

/** What each policy places in a session, in the words the policy editor shows. */
export const POLICY_TEXT: Record<SecretStrategyChoice, { label: string; detail: string }> = {
  runtime: { label: 'Runtime (default)', detail: 'The value is an environment variable in the session’s sandbox: any code the agent runs can read it.' },
  egress: { label: 'Egress only', detail: 'The session holds a placeholder; the platform puts the real value only into HTTPS requests to the hosts you list.' },
  broker: { label: 'Broker', detail: 'The session never sees the value; it asks the platform to make the call (secrets.broker) with its session token.' },
};
