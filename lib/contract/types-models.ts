// Model defaults (`p.modelDefaults`) and the model picker (`projects.modelPicker`): the wire shapes. The spec names
// the operations and their three scopes; the fields are this platform's choice (docs/MODELS.md).
import type { GatewayCatalogModel } from './types-catalog';

export const MODEL_DEFAULT_SCOPES = ['account', 'project', 'agent'] as const;
export type ModelDefaultScope = (typeof MODEL_DEFAULT_SCOPES)[number];

/** Where an effective model comes from: one of the scopes, or the routing policy's default model when none is set. */
export type ModelSource = ModelDefaultScope | 'routing';

/** One default set at one scope. */
export interface ModelDefault {
  scope: ModelDefaultScope;
  /** The agent of an `agent` default; null for the others. */
  agent: string | null;
  model: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** The model a request of one agent (or of no agent) starts at, and why. */
export interface EffectiveModel {
  agent: string | null;
  model: string;
  source: ModelSource;
  /** One sentence a person reads: which default applied and why. */
  reason: string;
  /** Defaults that were set but not used (a more specific scope won, or their model left the catalog). */
  passedOver: Array<{ scope: ModelDefaultScope; model: string; why: 'overridden' | 'unknown_model' }>;
}

export interface ModelDefaults {
  account: ModelDefault | null;
  project: ModelDefault | null;
  /** Agent defaults, by agent name (agents no longer declared keep theirs until cleared). */
  agents: ModelDefault[];
  /** The routing policy's default model: what applies when no scope sets one. */
  routingDefault: string;
  /** A request that names no agent. */
  projectEffective: EffectiveModel;
  /** One per agent the manifest declares, in its order. */
  effective: EffectiveModel[];
  /** What the caller may change here. */
  can: { editProject: boolean; editAccount: boolean };
}

/** One row of the model picker: a catalog model, and whether it is the project's effective default. */
export interface ModelPickerEntry extends GatewayCatalogModel {
  isDefault: boolean;
  isVisionDefault: boolean;
}
