// A project's sandboxes: templates (from the manifest), snapshots and their build jobs, the sandbox provider and its
// transition, health, and shares of a sandbox port. The spec names the operations and the transition's states; every
// shape below is this platform's choice (docs/SANDBOXES.md).

/** The steps of a provider transition, in order, then how it ends. */
export const PROVIDER_TRANSITION_STEPS = ['preparing', 'verifying', 'activating'] as const;
export type ProviderTransitionStep = (typeof PROVIDER_TRANSITION_STEPS)[number];
export type ProviderTransitionState = 'idle' | ProviderTransitionStep | 'activated' | 'failed';

/** `p.sandbox.setProvider(provider)`: applied at once (`project`), or a transition to poll (`preparation`). */
export type SetProviderResult = { kind: 'project' } | { kind: 'preparation' };

export interface SandboxProvider {
  id: string;
  name: string;
  enabled: boolean;
  /** The platform default (what `setProvider(null)` selects). */
  default: boolean;
}

export interface ProviderTransitionStepView {
  step: ProviderTransitionStep;
  state: 'pending' | 'running' | 'done' | 'failed';
  started_at: string | null;
  finished_at: string | null;
}

/** `p.sandbox.providerTransition()` (the spec's getProjectSandboxProviderTransition). */
export interface ProviderTransition {
  /** `idle`: no transition was ever started. */
  state: ProviderTransitionState;
  /** The provider that serves the project's sandboxes now (the current one keeps serving until `activated`). */
  serving: string;
  /** The provider being switched to, while a transition runs or after it ended. */
  target: string | null;
  /** The provider the transition started from. */
  from: string | null;
  steps: ProviderTransitionStepView[];
  started_at: string | null;
  finished_at: string | null;
  /** Why it failed (state `failed`). */
  error: string | null;
  providers: SandboxProvider[];
}

/** A template as the manifest declares it (`sandbox.templates[]`), with its snapshot's latest job. */
export interface SandboxTemplate {
  slug: string;
  name?: string;
  image?: string;
  dockerfile?: string;
  entrypoint?: string;
  cpu?: number;
  memory?: number;
  disk?: number;
  /** `sandbox.default` names it. */
  default: boolean;
  /** The newest build of this template, if any. */
  build: SandboxJob | null;
}

/** Fields of a template create (`slug` required) or update (any subset; `null` removes an optional field). */
export interface SandboxTemplateInput {
  slug?: string;
  name?: string | null;
  image?: string | null;
  dockerfile?: string | null;
  entrypoint?: string | null;
  cpu?: number | null;
  memory?: number | null;
  disk?: number | null;
  /** Make it (true) or stop it being (false) `sandbox.default`. */
  default?: boolean;
}

/** The manifest commit a template change made on the default branch. */
export interface TemplateChange {
  template: SandboxTemplate | null;
  commit: { sha: string; message: string };
}

export type SandboxJobKind = 'build' | 'rebuild' | 'fix';
export type SandboxJobState = 'queued' | 'running' | 'succeeded' | 'failed';

/** A simulated build: progress and logs are derived from the platform clock, so reading twice agrees. */
export interface SandboxJob {
  id: string;
  kind: SandboxJobKind;
  slug: string;
  state: SandboxJobState;
  /** 0 to 100. */
  progress: number;
  /** The log lines written so far. */
  logs: string[];
  started_at: string;
  finished_at: string | null;
  /** Why it failed (state `failed`). */
  error: string | null;
}

export interface SandboxSnapshot {
  slug: string;
  /** `none`: never built; `building`: a job runs; `failed`: the newest build failed (an older ready image may remain). */
  state: 'none' | 'building' | 'ready' | 'failed';
  built_at: string | null;
  /** Image size in MB of the newest successful build. */
  size_mb: number | null;
  job: SandboxJob | null;
}

export interface FixResult {
  job: SandboxJob;
  /** The commit the agent made on the default branch, when the fix needed one. */
  commit: { sha: string; message: string } | null;
}

/** One sandbox of the project: each session the caller can open has one. */
export interface ProjectSandbox {
  id: string;
  session_id: string;
  session_title: string;
  agent: string;
  template: string | null;
  state: 'asleep' | 'ready' | 'unavailable';
  provider: string;
}

export interface SandboxHealth {
  status: 'healthy' | 'degraded';
  provider: string;
  transition: ProviderTransitionState;
  sandboxes: { ready: number; asleep: number; unavailable: number };
  templates: Array<{ slug: string; snapshot: SandboxSnapshot['state'] }>;
  checked_at: string;
}

/** Shares are valid from `created_at` until `expires_at`, unless revoked. */
export const SHARE_DEFAULT_TTL_SECONDS = 3600;
export const SHARE_MAX_TTL_SECONDS = 7 * 24 * 3600;
/** Ports a share (like a manifest app) may not use: the agent runtime's and the platform proxy's. */
export const RESERVED_PORTS = [7331, 8080] as const;

export interface SandboxShare {
  token: string;
  sandbox_id: string;
  port: number;
  label: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  state: 'active' | 'expired' | 'revoked';
}

/** `sandboxShares.create`'s answer: the only time the link is shown (it holds the share's secret key). */
export interface CreatedSandboxShare extends SandboxShare {
  /** Path of the share link on the console's origin (`/share/{token}/{key}`). */
  url: string;
}

/** What a share link opens while valid (signed out). */
export interface SharedPortView {
  token: string;
  sandbox_id: string;
  port: number;
  label: string | null;
  expires_at: string;
  /** What the simulated app on the port answers. */
  body: string;
}
