import { MAX_UPLOAD_BYTES } from '@freight/shared';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerApiRoutes } from './modules/index.js';
import { createAccessTokenIssuer, type AccessTokenIssuer } from './platform/auth/access-token.js';
import { publicRoute } from './platform/auth/guard.js';
import { sendSecurityHeaders } from './platform/http/security-headers.js';
import { createSessionStates, type SessionStates } from './platform/auth/session-states.js';
import { createSharedCounters, type SharedCounters } from './platform/limits/shared-counters.js';
import { sharedRateLimitStore } from './platform/limits/rate-limit-store.js';
import { declareRoutePermissions } from './platform/auth/route-permissions.js';
import { registerErrorHandler } from './platform/errors/error-handler.js';
import { errorForLog } from './platform/errors/error-log.js';
import { createMailSeal } from './platform/mail/mail-seal.js';
import { createMailer, mailDeliveryJob, type Mailer } from './platform/mail/mailer.js';
import { sealPlainBodies } from './platform/mail/seal-plain-bodies.js';
import { resolvePendingOrderPlaces } from './modules/orders/order-places-repo.js';
import { createLocalFileStore, type FileStore } from './platform/files/file-store.js';
import { homePages } from './platform/http/home-pages.js';
import { registerIdempotency } from './platform/http/idempotency.js';
import { createPostgresFileStore } from './platform/files/postgres-file-store.js';
import { openJobQueue, type JobQueue } from './platform/jobs/job-queue.js';
import { REDACTED_LOG_PATHS, scrubUrl } from './platform/http/log-redaction.js';
import { refuseUnstorableText } from './platform/http/storable-text.js';
import { answerValidationWithMessageKeys } from './platform/http/validation-messages.js';
import { compressAnswers, serveWebApp } from './platform/http/web-assets.js';
import { orderEventsRelay } from './modules/orders/order-events-relay.js';
import { accountEventsRelay } from './platform/realtime/account-events-relay.js';
import { listenerResync } from './platform/realtime/listener-resync.js';
import { realtimePresence } from './platform/realtime/presence.js';
import { RealtimeHub } from './platform/realtime/realtime-hub.js';
import { WsCloseCode } from './platform/realtime/ws-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    tokens: AccessTokenIssuer;
    /** The session epoch and state of recent users; the account-events relay forgets them. */
    sessionStates: SessionStates;
    /** Request counters shared by every instance (PostgreSQL): the rate limits count here. */
    sharedCounters: SharedCounters;
    mailer: Mailer;
    files: FileStore;
    realtime: RealtimeHub;
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass false to keep output quiet; the server logs at the configured level. */
  logger?: boolean;
  /** Where log lines go instead of stdout; tests capture them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance;

/** Builds the whole HTTP application on an open database; used by server.ts and the tests. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger:
      logger || logStream
        ? {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            redact: REDACTED_LOG_PATHS,
            serializers: {
              req: (request) => ({
                method: request.method,
                url: scrubUrl(request.url),
                ip: request.ip,
              }),
              // A failed query's statement and PostgreSQL's code, never the values it carried.
              err: errorForLog,
            },
          }
        : false,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  answerValidationWithMessageKeys();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  declareRoutePermissions(app);

  app.decorate('config', config);
  app.decorate('database', database);
  const sessionStates = createSessionStates(database.db);
  app.decorate('sessionStates', sessionStates);
  const sharedCounters = createSharedCounters(database.db);
  app.decorate('sharedCounters', sharedCounters);
  app.decorate(
    'tokens',
    createAccessTokenIssuer(config.jwtSecret, config.accessTokenTtlSeconds, sessionStates),
  );
  app.decorate(
    'files',
    config.fileStore === 'postgres'
      ? createPostgresFileStore(database.db)
      : createLocalFileStore(path.join(config.dataDir, 'uploads')),
  );
  app.decorate('realtime', new RealtimeHub());
  // Background work of every instance, in PostgreSQL; this process takes jobs once ready.
  const jobs = await openJobQueue({
    database,
    log: app.log,
    maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
    pollingIntervalSeconds: config.jobPollingIntervalSeconds,
  });
  app.decorate('jobs', jobs);
  const mailSeal = createMailSeal(config.jwtSecret);
  // Mail bodies kept in clear by migration 0016 are sealed before a worker may send one.
  app.addHook('onReady', () => sealPlainBodies(database.db, mailSeal));
  app.addHook('onReady', async () => {
    await resolvePendingOrderPlaces(database.db);
  });
  app.addHook('onReady', () => jobs.startWorkers());
  app.addHook('onClose', () => jobs.stop());
  const mail = {
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    seal: mailSeal,
  };
  await jobs.define(
    mailDeliveryJob({
      ...mail,
      policy: {
        retryLimit: config.mailRetryLimit,
        retryDelaySeconds: config.mailRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: config.mailSendTimeoutSeconds,
      },
    }),
  );
  app.decorate('mailer', createMailer({ ...mail, jobs }));
  // Every write under /api takes an Idempotency-Key; its hooks must see every route.
  await registerIdempotency(app);

  sendSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        // No frame-src: PDFs are drawn by pdf.js on canvases, never framed, so frames fall
        // back to default-src 'self' (a blob: frame could show any document the page made).
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The realtime socket is same-origin (ws(s)://<this host>/api/ws), which 'self' covers
        // in current browsers (CSP Level 3); bare ws: wss: let a script talk to any host.
        connectSrc: ["'self'"],
      },
    },
  });
  // The web app's files (precompressed by the build) and its index.html for every other path
  // outside /api. Before the compression plugin, which compresses only the routes declared
  // after it: a file the build left uncompressed (tiny, or an image) goes out as it is.
  await serveWebApp(app, config.webDistDir);
  // API answers above 1 kB in brotli or gzip.
  await compressAnswers(app);
  // Limits are declared per route (registration, OTP, …) and count in PostgreSQL, so every
  // instance sees the same count; nothing is limited globally. Sign-in counts failures only
  // (modules/auth/failed-login-limit.ts), signed-in writes count per user (platform/auth/guard.ts).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(sharedCounters) });
  // One socket per signed-in tab; the messages are small nudges (platform/realtime).
  // A stopping instance asks its signed-in sockets to reconnect: they land on another instance.
  // Added before the plugin's own hook, which closes every socket without a code.
  app.addHook('preClose', async () => {
    app.realtime.reconnectAll(WsCloseCode.RECONNECT, 'server stopping');
  });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // Uploads stream to the file store; each route passes its own limits (platform/files).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Freight platform API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is public: every route the UI plugin adds declares so.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...publicRoute().config };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  refuseUnstorableText(app);
  await app.register(registerApiRoutes, { prefix: '/api' });
  // What reaches the sockets from any instance (PostgreSQL LISTEN/NOTIFY), and who is online.
  await app.register(realtimePresence);
  await app.register(accountEventsRelay);
  await app.register(listenerResync);
  await app.register(orderEventsRelay);

  // `/`, robots.txt and sitemap.xml: the public homepage, prerendered per language (issue 13).
  await app.register(homePages, { webDistDir: config.webDistDir });

  return app;
}
