import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { EventForwarder } from './adapters/analytics/types.ts';
import { chooseAdapters } from './adapters/choose.ts';
import { geoLookup } from './adapters/geo/geo.ts';
import { ModelWithFallback } from './adapters/llm/fallback-provider.ts';
import type { ExplanationProvider } from './adapters/llm/types.ts';
import type { Mailer } from './adapters/mailer/types.ts';
import { type Config, publicOrigin } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseRateStore } from './lib/rate-limit-store.ts';
import { resolveServerSecret } from './lib/server-secret.ts';
import { requestIdOf } from './logger.ts';
import { accountRoutes } from './modules/accounts.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { deriveKey } from './modules/auth/tokens.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { receiptSender } from './modules/billing/receipt.service.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { ContentState } from './modules/catalogue/content.state.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { explanationRoutes } from './modules/explanations/explanations.routes.ts';
import { ServeCounter } from './modules/explanations/serve-counter.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { playgroundRoutes } from './modules/playground/playground.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { devClockRoutes } from './modules/reviews/dev-clock.routes.ts';
import { ShiftableClock } from './modules/reviews/dev-clock.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { ratingRoutes } from './modules/signals/rating.routes.ts';
import { Signals } from './modules/signals/signals.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { cspDirectives } from './plugins/csp.ts';
import { apiNotFound, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerWebStatic } from './plugins/web-static.ts';

export interface AppDeps {
  /** Overrides the mailer chosen from config (tests that make mail fail). */
  mailer?: Mailer;
  config: Config;
  database: Database;
  content?: ContentState;
  logger?: FastifyServerOptions['logger'];
  /** Overrides the explanation provider chosen from config (tests). */
  explainer?: ExplanationProvider;
  /** Overrides the analytics forwarder chosen from config (tests). */
  forwarder?: EventForwarder;
  /** Told about every route as it is registered (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The review schedule's clock (tests fix it); else the system clock, shiftable in development. */
  now?: () => Date;
}

/** The seller's legal details as configured (each optional until set). */
export const sellerOf = (config: Config) => ({
  name: config.SELLER_NAME,
  registration: config.SELLER_REGISTRATION,
  address: config.SELLER_ADDRESS,
});

export type App = FastifyInstance;

/** Builds the whole app without listening: server.ts listens, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const content = deps.content ?? new ContentState();
  const app = Fastify({
    logger: deps.logger ?? false,
    // A hop count trusts that many proxies counted from this server (Fastify's types lack the number form).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Every answer, errors included, names its request id, as every log line of the request does.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, database.faults);
  registerInputGuard(app);

  // gzip/brotli for the web app's scripts and styles and for JSON: the landing page's first load halves.
  // Streamed explanations are written to the raw socket, so they are not held back by compression.
  // Request bodies are never compressed by our clients (small JSON): no decompression hook on every
  // request, and no compressed body to inflate for anyone who sends one (it fails as the JSON it is not).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Gapwise API', version: config.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const secret = await resolveServerSecret(config, database.db);
  const keys = {
    access: deriveKey(secret, 'access-token'),
    otp: deriveKey(secret, 'otp'),
    refresh: deriveKey(secret, 'refresh'),
  };
  app.decorate('keys', keys);

  // Limits are opt-in per route (config.rateLimit); counted in the database so they hold across instances.
  await app.register(rateLimit, { global: false, store: databaseRateStore(database.db) });
  const adapters = chooseAdapters(app, config, database.db, secret, deps);
  app.log.info({ adapters: adapters.chosen }, 'adapters chosen');
  const { mailer, rules, explainer: primary } = adapters;
  const geo = geoLookup(config.GEO_COUNTRY_HEADER);
  const serves = new ServeCounter(database.db, app.log);
  app.addHook('onClose', () => serves.flush());
  const signals = new Signals(database.db, content, app.log);
  app.addHook('onClose', () => signals.flush({ all: true }));
  const model = new ModelWithFallback(primary, rules, { waitMs: config.LLM_WAIT_MS, log: app.log });
  app.addHook('onClose', () => model.close());

  await app.register(
    async (api) => {
      await api.register(authPlugin, { db: database.db, accessKey: keys.access });
      await api.register(healthRoutes, {
        database,
        content: () => content.status(),
        version: config.version,
      });
      await api.register(geoRoutes, { geo });
      await api.register(accountRoutes, { database, config, mailer });
      await api.register(feedbackRoutes, {
        db: database.db,
        mailer,
        supportEmail: config.SUPPORT_EMAIL,
        content,
        onReport: (exerciseId: string) => signals.touch(exerciseId),
      });
      await api.register(catalogueRoutes, { content });
      await api.register(practiceRoutes, { content, db: database.db });
      await api.register(playgroundRoutes, { content, db: database.db });
      await api.register(progressRoutes, { db: database.db, content });
      await api.register(explanationRoutes, {
        db: database.db,
        content,
        primary,
        rules,
        model,
        perMinute: config.EXPLAIN_RATE_LIMIT_PER_MIN,
        serves,
      });
      await api.register(ratingRoutes, { content, signals });
      // Development (DEV_OUTBOX, which production refuses) may shift the review clock: e2e's "a day later".
      const clock = new ShiftableClock();
      if (config.DEV_OUTBOX && config.NODE_ENV !== 'production')
        await api.register(devClockRoutes, { clock });
      await api.register(reviewRoutes, { db: database.db, content, now: deps.now ?? clock.now });
      await api.register(eventRoutes, {
        db: database.db,
        signals,
        forwarder: adapters.forwarder,
      });
      await api.register(billingRoutes, {
        db: database.db,
        billing: adapters.payments,
        origin: publicOrigin(config),
        sendReceipt: receiptSender({
          db: database.db,
          mailer,
          supportEmail: config.SUPPORT_EMAIL,
          seller: sellerOf(config),
          log: app.log,
        }),
      });
      await api.register(adminRoutes, {
        prefix: '/admin',
        db: database.db,
        content,
        serves,
        signals,
        ai: {
          model: primary.id === rules.id ? null : primary.id,
          usdPerMillionTokens: config.LLM_USD_PER_MILLION_TOKENS ?? null,
        },
      });
    },
    { prefix: '/api' },
  );

  const page = await registerWebStatic(app, config.WEB_DIST, config.SUPPORT_EMAIL, sellerOf(config));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing hashed asset (an old tab after a deploy) must be a 404, not index.html served as script.
    const isAsset = path.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(path);
    if (!isApi && !isAsset && page && (request.method === 'GET' || request.method === 'HEAD')) {
      // A client route (e.g. /hub/sections): the single-page app decides what to show. The page carries
      // this visitor's country, so no shared cache may keep it.
      return reply
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(
          page({
            country: geo.country(request.headers, request.ip),
            acceptLanguage: request.headers['accept-language'],
          }),
        );
    }
    return reply.status(404).send(apiNotFound(request.method, request.url));
  });

  app.decorate('content', content);
  app.decorate('signals', signals);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentState;
    /** Learners' answers and ratings, batched into statistics and flags (tests flush it). */
    signals: Signals;
    /** Keys derived from the server secret, one per purpose. */
    keys: { access: Uint8Array; otp: Uint8Array; refresh: Uint8Array };
  }
}
