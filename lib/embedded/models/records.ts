// What the store keeps of a model default (Store.modelDefaults).
import 'server-only';
import type { ModelDefaultScope } from '@/lib/contract/types-models';

export interface ModelDefaultRecord {
  scope: ModelDefaultScope;
  account_id: string;
  project_id: string | null;
  agent: string | null;
  model: string;
  updated_at: string;
  updated_by: string | null;
}
