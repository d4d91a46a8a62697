import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may set X-Forwarded-For, in the form Fastify's trustProxy takes: `false` (none), a hop
 * count (`true` is one hop: the load balancer in front of the app), or the proxies' addresses or CIDR
 * ranges. Never "trust every hop", which would let a client pick its own address and dodge per-IP limits.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const word = v.toLowerCase();
    if (['false', '0', 'no'].includes(word)) return false;
    if (['true', 'yes'].includes(word)) return 1;
    if (/^\d+$/.test(word)) {
      const hops = Number(word);
      if (hops <= 10) return hops;
    }
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be false, true (one hop), a hop count up to 10, or comma-separated proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxySchema.default(false),
  SUPPORT_EMAIL: z.email().default('support@gapwise.app'),
  /**
   * Signs access tokens and hashes one-time codes. Required in production; elsewhere a random secret is
   * generated once and kept in the database, so a dev restart does not sign everyone out.
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * The seller as the law and LiqPay want it shown (footer, offer, paywall, receipts): legal name (e.g.
   * "ФОП Іваненко Іван Іванович"), registration number (РНОКПП / ЄДРПОУ) and registered address.
   */
  SELLER_NAME: z.string().trim().min(2).max(200).optional(),
  SELLER_REGISTRATION: z.string().trim().min(2).max(100).optional(),
  SELLER_ADDRESS: z.string().trim().min(2).max(300).optional(),
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
  /** smtp://user:pass@host:port or smtps://…; required in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gapwise <no-reply@gapwise.app>'),
  /**
   * Keep mail in the development outbox (stored, logged, readable at /api/dev/outbox) instead of sending
   * it. An explicit opt-in: `npm start` and `npm run dev` turn it on when SMTP_URL is unset; production
   * refuses it, because the outbox hands out every sign-in code.
   */
  DEV_OUTBOX: bool.default(false),
  /** The built-in stand-in for LiqPay (no money moves). An explicit opt-in like DEV_OUTBOX; refused in production. */
  PAYMENT_SIMULATOR: bool.default(false),
  /**
   * The Sentry DSN the web app was built with (Vite reads it at build time); the server only needs it to
   * let the browser reach Sentry through the Content-Security-Policy.
   */
  VITE_SENTRY_DSN: z.url().optional(),
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
  LLM_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
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
  const problems = modeProblems(parsed.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...parsed.data, version };
}

/**
 * Settings that are valid one by one but not together. Production needs real mail, a public address
 * for links and a fixed secret, and refuses the development stand-ins; elsewhere mail must go somewhere.
 */
function modeProblems(c: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (c.NODE_ENV === 'production') {
    if (!c.SMTP_URL)
      problems.push('SMTP_URL: required when NODE_ENV=production (sign-in codes are sent by mail)');
    if (!c.PUBLIC_URL)
      problems.push('PUBLIC_URL: required when NODE_ENV=production (links in mail and payments point there)');
    if (!c.AUTH_SECRET) problems.push('AUTH_SECRET: required when NODE_ENV=production');
    if (c.DEV_OUTBOX)
      problems.push('DEV_OUTBOX: refused when NODE_ENV=production (it would expose sign-in codes)');
    if (c.PAYMENT_SIMULATOR)
      problems.push('PAYMENT_SIMULATOR: refused when NODE_ENV=production (it grants access without payment)');
  } else if (!c.SMTP_URL && !c.DEV_OUTBOX) {
    problems.push('SMTP_URL: set it to send mail, or DEV_OUTBOX=1 to keep mail in the development outbox');
  }
  return problems;
}

/**
 * The address links point to: PUBLIC_URL, else (development, tests) this server on localhost at its
 * configured port. Never taken from a request header.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
