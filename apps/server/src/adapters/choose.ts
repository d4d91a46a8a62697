import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { httpForwarder, noForwarder } from './analytics/http-forwarder.ts';
import type { EventForwarder } from './analytics/types.ts';
import { openAiProvider } from './llm/openai-provider.ts';
import { rulesProvider } from './llm/rules-provider.ts';
import type { ExplanationProvider } from './llm/types.ts';
import { outboxMailer } from './mailer/outbox-mailer.ts';
import { smtpMailer } from './mailer/smtp-mailer.ts';
import type { Mailer } from './mailer/types.ts';
import type { BillingConfig } from './payments/types.ts';

/**
 * The one place where the server picks its outside services from the config: mail, analytics
 * forwarding, payments and the explanation model. Every adapter has an offline choice, so the app runs
 * with no keys at all (README "Run it"); config.ts has already refused the combinations production
 * must not run with.
 */
export interface Adapters {
  mailer: Mailer;
  forwarder: EventForwarder;
  payments: BillingConfig;
  /** The model explanations come from first. */
  explainer: ExplanationProvider;
  /** The offline explainer: the fallback when the model fails or is slow, and the default. */
  rules: ExplanationProvider;
  /** What was chosen, for the start-up log line and tests. */
  chosen: {
    mail: 'smtp' | 'outbox' | 'given';
    analytics: 'http' | 'none' | 'given';
    payments: BillingConfig['mode'];
    llm: 'openai-compatible' | 'rules' | 'given';
  };
}

/** Adapters a caller hands in instead of the configured ones (tests that make mail fail, fake models). */
export interface AdapterOverrides {
  mailer?: Mailer;
  forwarder?: EventForwarder;
  explainer?: ExplanationProvider;
}

export function chooseAdapters(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  config: Config,
  db: Db,
  /** The server secret: the simulator's signing key is derived from it. */
  secret: string,
  overrides: AdapterOverrides = {},
): Adapters {
  const mail = overrides.mailer
    ? { mailer: overrides.mailer, kind: 'given' as const }
    : chooseMailer(app, config, db);
  const analytics = overrides.forwarder
    ? { forwarder: overrides.forwarder, kind: 'given' as const }
    : chooseForwarder(config, app.log);
  const rules = rulesProvider();
  const llm = overrides.explainer
    ? { explainer: overrides.explainer, kind: 'given' as const }
    : chooseExplainer(config, rules);
  const payments = choosePayments(config, secret);
  return {
    mailer: mail.mailer,
    forwarder: analytics.forwarder,
    payments,
    explainer: llm.explainer,
    rules,
    chosen: { mail: mail.kind, analytics: analytics.kind, payments: payments.mode, llm: llm.kind },
  };
}

/** SMTP when SMTP_URL is set (closed with the app), else the outbox (config allows that only with DEV_OUTBOX). */
function chooseMailer(app: Pick<FastifyInstance, 'addHook' | 'log'>, config: Config, db: Db) {
  if (config.SMTP_URL) {
    const smtp = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
    app.addHook('onClose', async () => smtp.close());
    return { mailer: smtp as Mailer, kind: 'smtp' as const };
  }
  return { mailer: outboxMailer(db, app.log), kind: 'outbox' as const };
}

/** Off unless ANALYTICS_FORWARD_URL is set: an external analytics service is optional. */
function chooseForwarder(config: Config, log: FastifyInstance['log']) {
  if (!config.ANALYTICS_FORWARD_URL) return { forwarder: noForwarder, kind: 'none' as const };
  return {
    forwarder: httpForwarder(
      { url: config.ANALYTICS_FORWARD_URL, token: config.ANALYTICS_FORWARD_TOKEN },
      log,
    ),
    kind: 'http' as const,
  };
}

/** An OpenAI-compatible server when its URL, key and model are all set; else the offline explainer. */
function chooseExplainer(config: Config, rules: ExplanationProvider) {
  if (config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL) {
    const explainer = openAiProvider({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
    });
    return { explainer, kind: 'openai-compatible' as const };
  }
  return { explainer: rules, kind: 'rules' as const };
}

/**
 * LiqPay when keys are configured; otherwise the built-in simulator with its own key pair, which answers
 * only when PAYMENT_SIMULATOR is on (else checkout says payments are not configured).
 */
function choosePayments(config: Config, secret: string): BillingConfig {
  const simulatorEnabled = config.PAYMENT_SIMULATOR && config.NODE_ENV !== 'production';
  if (config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY) {
    return {
      mode: 'liqpay',
      keys: {
        publicKey: config.LIQPAY_PUBLIC_KEY,
        privateKey: config.LIQPAY_PRIVATE_KEY,
        algorithm: config.LIQPAY_SIGNATURE_ALGORITHM,
      },
      baseUrl: config.LIQPAY_BASE_URL,
      sandbox: config.LIQPAY_SANDBOX,
      simulatorEnabled,
    };
  }
  return {
    mode: 'simulator',
    keys: {
      publicKey: 'simulator',
      privateKey: createHmac('sha256', secret).update('gapwise:payment-simulator').digest('hex'),
      algorithm: 'sha1',
    },
    baseUrl: '',
    sandbox: true,
    simulatorEnabled,
  };
}
