import { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../define';
import type { PersonalSecretInfo, SecretInfo } from '../types-secrets';
import { SECRET_NAME_PATTERN } from '../secret-name';

const secretName = z.string().regex(SECRET_NAME_PATTERN, { error: 'Use UPPER_SNAKE_CASE: letters, digits and _, starting with a letter' });
const secretValue = z.string().min(1, { error: 'Enter a value' }).max(65_536, { error: 'A secret value is at most 64 KB' });
const host = z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'A host name such as api.example.com (HTTPS is implied)' });
/** `sandbox` is an alias of `runtime`, `network` of `egress` (the spec names both pairs). */
export const secretStrategy = z.enum(['runtime', 'sandbox', 'egress', 'network', 'broker']);
const policy = z.object({ strategy: secretStrategy, hosts: z.array(host).max(50).optional() }).strict();

export const projectSecretOps = {
  list: GET<SecretInfo[]>()('/projects/{projectId}/secrets', 'Secrets (names and policies; values are write-only)'),
  upsert: POST<SecretInfo>()('/projects/{projectId}/secrets', 'Create or replace a secret (an egress policy needs secrets_egress)', {
    input: z.object({ name: secretName, value: secretValue, policy: policy.optional() }).strict(),
  }),
  setStrategy: PUT<SecretInfo>()('/projects/{projectId}/secrets/{identifier}/strategy', 'Set the exposure strategy (egress needs secrets_egress)', {
    input: z.object({ strategy: secretStrategy, options: z.object({ hosts: z.array(host).max(50).optional() }).strict().optional() }).strict(),
    args: ['strategy', 'options'],
  }),
  broker: POST()('/projects/{projectId}/secrets/{identifier}/broker', 'Broker a request (session-scoped token)', {
    input: z.object({ url: z.url(), method: z.string().optional() }).loose(),
  }),
  remove: DELETE<void>()('/projects/{projectId}/secrets/{identifier}', 'Remove a secret'),
  listPersonal: GET<PersonalSecretInfo[]>()('/projects/{projectId}/secrets/personal', 'Your personal secrets in this project (names only)'),
  setPersonal: PUT<PersonalSecretInfo>()('/projects/{projectId}/secrets/personal/{name}', 'Set a personal secret', {
    input: z.object({ value: secretValue }),
    args: ['value'],
  }),
  removePersonal: DELETE<void>()('/projects/{projectId}/secrets/personal/{name}', 'Remove a personal secret'),
  setGitCredential: PUT<{ set: true; updated_at: string }>()('/projects/{projectId}/secrets/git-credential', 'Set the git credential (write-only)', {
    input: z.object({ username: z.string().max(200).optional(), token: secretValue }).strict(),
  }),
};
