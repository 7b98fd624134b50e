// Server configuration, parsed once from process.env. Server-only: never import from client components.
import 'server-only';
import { z } from 'zod';

export interface Config {
  /** Upstream platform origin (any trailing `/` or `/v1` removed); null = the embedded platform in-process. */
  platformApiUrl: string | null;
  /** iron-session password (≥ 32 chars). */
  sessionSecret: string;
  /** True when SESSION_SECRET was unset and a random per-process secret is in use. */
  sessionSecretGenerated: boolean;
  port: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** The app's own origin for the CSRF check; null = derived from each request's Host and proto. */
  appOrigin: string | null;
  /**
   * TRUST_PROXY: how many reverse proxies in front of the console append to X-Forwarded-For (0: none, the default).
   * Only then are X-Forwarded-For/-Host/-Proto believed; otherwise the client IP is the socket's address.
   */
  trustProxy: number;
  /**
   * REDIS_URL: the store the replicas share (auth rate limits, refresh results); null = each process keeps its own
   * (docs/DEPLOY.md, "Replicas").
   */
  redisUrl: string | null;
  /** AUTH_RATE_LIMIT_PER_MINUTE: attempts per client address per auth route and minute the console lets through (0: off). */
  authRateLimitPerMinute: number;
}

export type Env = Record<string, string | undefined>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

const envSchema = z
  .object({
    PLATFORM_API_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
    SESSION_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    ),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    APP_ORIGIN: z.preprocess(blankToUndefined, httpUrl.optional()),
    TRUST_PROXY: z.preprocess(blankToUndefined, z.coerce.number().int('must be a whole number of proxies').min(0).max(10).default(0)),
    REDIS_URL: z.preprocess(
      blankToUndefined,
      z.string().trim().refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), 'must be a redis:// or rediss:// URL').optional(),
    ),
    AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int('must be a whole number').min(0).max(100_000).default(30)),
  })
  .superRefine((env, ctx) => {
    if (env.PLATFORM_API_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when PLATFORM_API_URL is set (at least 32 characters, e.g. `openssl rand -base64 32`)',
      });
    }
  });

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function normalizePlatformUrl(raw: string): string {
  const url = new URL(raw);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}`;
}

// Kept on globalThis so dev reloads and separate server bundles share one secret (cookies stay readable).
const SECRET_KEY = Symbol.for('platform-console.generated-session-secret');
type SecretHolder = { [SECRET_KEY]?: string };

function generatedSecret(): { secret: string; fresh: boolean } {
  const holder = globalThis as SecretHolder;
  const existing = holder[SECRET_KEY];
  if (existing) return { secret: existing, fresh: false };
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = Buffer.from(bytes).toString('base64url');
  holder[SECRET_KEY] = secret;
  return { secret, fresh: true };
}

/** Parses an environment. Throws ConfigError naming every bad variable. */
export function parseConfig(env: Env, warn: (message: string) => void = console.warn): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let sessionSecret = e.SESSION_SECRET;
  let sessionSecretGenerated = false;
  if (!sessionSecret) {
    const generated = generatedSecret();
    sessionSecret = generated.secret;
    sessionSecretGenerated = true;
    // The production server (scripts/serve.mjs) prints this notice with its start banner instead.
    if (generated.fresh && env.CONSOLE_SESSION_SECRET_NOTICE !== 'shown') {
      warn(
        '[config] SESSION_SECRET is not set: using a random per-process secret with the embedded platform. ' +
          'Sessions end when the server restarts. Set SESSION_SECRET (≥ 32 chars) to keep them.',
      );
    }
  }
  return {
    platformApiUrl: e.PLATFORM_API_URL ? normalizePlatformUrl(e.PLATFORM_API_URL) : null,
    sessionSecret,
    sessionSecretGenerated,
    port: e.PORT,
    nodeEnv: e.NODE_ENV,
    appOrigin: e.APP_ORIGIN ? new URL(e.APP_ORIGIN).origin : null,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}

let cached: Config | null = null;

/** The process configuration, parsed on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export function resetConfigForTests(): void {
  cached = null;
}
