export type SecretStrategy = 'runtime' | 'egress' | 'broker';

/** A secret as listed: its name and policy, never its value (values are write-only). */
export interface SecretInfo {
  name: string;
  strategy: SecretStrategy;
  /** HTTPS hosts the value may be sent to (egress only). */
  hosts: string[];
  /** Agents whose manifest `secrets` scope includes this name. */
  agents: string[];
  updated_at: string;
  updated_by: string | null;
}

export interface PersonalSecretInfo {
  name: string;
  updated_at: string;
}
