import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads, validated once at start. Modules receive this object, never process.env. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  /** Where the app is reached from outside; used in links (mail, payment callbacks). */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app to serve; ignored when the folder does not exist (API-only, as in tests and dev). */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: bool.default(false),
  SUPPORT_EMAIL: z.email().default('support@gapwise.app'),
  /**
   * Signs access tokens and hashes one-time codes. Required in production; elsewhere a random secret is
   * generated once and kept in the database, so a dev restart does not sign everyone out.
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Comma-separated e-mails that get the admin role. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** smtp://user:pass@host:port or smtps://…; unset uses the development outbox (stored, logged). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gapwise <no-reply@gapwise.app>'),
  /** Google sign-in is offered only when this is set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** OpenAI-compatible explanations; unset uses the built-in rules explainer. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** Explanations one learner (or one visitor address) may ask for per minute. */
  EXPLAIN_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(40),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /**
   * Longest a learner waits on the model: for its whole answer, or (streamed) for its first words and then
   * between words. Past it the rules explainer answers; the model's answer is cached when it comes.
   */
  LLM_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2_500),
  /** The AI model's price (USD per million tokens), only for the admin area's cost estimate. */
  LLM_USD_PER_MILLION_TOKENS: z.coerce
    .number({ error: 'LLM_USD_PER_MILLION_TOKENS must be a number' })
    .min(0)
    .max(10_000)
    .optional(),
  /**
   * Also send first-party analytics events to an external service (POST of JSON batches); off when unset.
   * The token, when given, goes as a bearer Authorization header.
   */
  ANALYTICS_FORWARD_URL: z
    .url({ error: 'ANALYTICS_FORWARD_URL must be an http(s) URL' })
    .regex(/^https?:\/\//, 'ANALYTICS_FORWARD_URL must be an http(s) URL')
    .optional(),
  ANALYTICS_FORWARD_TOKEN: z.string().min(1).optional(),
  /** LiqPay keys; without them the built-in payment simulator takes LiqPay's place (never in production). */
  LIQPAY_PUBLIC_KEY: z.string().min(1).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(1).optional(),
  LIQPAY_BASE_URL: z.url().default('https://www.liqpay.ua'),
  LIQPAY_SANDBOX: bool.default(false),
  LIQPAY_SIGNATURE_ALGORITHM: z.enum(['sha1', 'sha3-256']).default('sha1'),
  /** Header in which the proxy/CDN sends the visitor's country (cf-ipcountry is always read). */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
});

export type Config = z.infer<typeof configSchema> & { version: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every bad or missing value by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env, version = '0.0.0'): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.AUTH_SECRET) {
    throw new ConfigError(['AUTH_SECRET: required when NODE_ENV=production']);
  }
  return { ...parsed.data, version };
}
