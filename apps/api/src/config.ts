import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** All configuration comes from the environment, parsed here and nowhere else (DESIGN §6). */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  seedDemo: boolean;
  /**
   * Failed sign-ins allowed per account, and separately per client address, within
   * `loginRateLimitWindowMs`; successful ones do not count.
   */
  loginRateLimitMax: number;
  loginRateLimitWindowMs: number;
  /** Registration calls (document uploads, submissions) allowed per IP within the window. */
  registrationRateLimitMax: number;
  registrationRateLimitWindowMs: number;
  /** Homepage questions allowed per IP within `questionRateLimitWindowMs` (anti-spam). */
  questionRateLimitMax: number;
  questionRateLimitWindowMs: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  /** Where the built web app lives; served at `/` when present. */
  webDistDir: string | undefined;
  /**
   * How many proxies in front of the server to trust for the client's address. 0 (default)
   * ignores X-Forwarded-For, which a client could otherwise forge to dodge per-IP limits.
   */
  trustProxyHops: number;
  /**
   * Writes (POST, PUT, PATCH, DELETE) a signed-in user may make within
   * `writeRateLimitWindowMs`, counted across all instances; far above what a person clicks.
   */
  writeRateLimitMax: number;
  writeRateLimitWindowMs: number;
  /**
   * Where uploaded bytes live: `local` (under DATA_DIR/uploads, one machine) or `postgres`
   * (in the database, reachable from every instance).
   */
  fileStore: FileStoreKind;
  /** How many times a mail is sent again after a failed SMTP attempt before it is given up. */
  mailRetryLimit: number;
  /** The first wait before sending again; each further retry waits about twice as long. */
  mailRetryDelaySeconds: number;
  /**
   * How long one SMTP attempt may take; a mail whose process died mid-send is sent again by
   * another process once this has passed.
   */
  mailSendTimeoutSeconds: number;
  /** How often the job queue fails timed-out jobs (and archives finished ones). */
  jobMaintenanceIntervalSeconds: number;
  /** How often an idle worker looks for new jobs queued by another process. */
  jobPollingIntervalSeconds: number;
  /** How long a stopping instance waits for its requests and jobs before it exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long an `Idempotency-Key` claim may go without an answer before a retry with the key
   * takes it over: its request is taken for dead (a process killed mid-request).
   */
  idempotencyClaimTimeoutSeconds: number;
  /**
   * The server's Web Push identity (VAPID, RFC 8292): base64url keys of a P-256 pair, from
   * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY or made once and kept in DATA_DIR, like the JWT secret;
   * browsers' subscriptions are bound to the public key, so it must outlive restarts.
   */
  vapid: VapidKeys & { subject: string };
  /**
   * Whether a push endpoint may be plain `http:` (PUSH_ALLOW_HTTP=1): only for a push service
   * on the machine itself in tests; real push services are HTTPS, and a plain address would
   * let a user make the server post to internal services.
   */
  pushAllowHttp: boolean;
  /** Where users open the app (PUBLIC_URL): the links of e-mails sent by jobs, not requests. */
  publicUrl: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type FileStoreKind = 'local' | 'postgres';

function fileStoreFrom(value: string | undefined): FileStoreKind {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'postgres') return 'postgres';
  throw new Error(`FILE_STORE must be "local" or "postgres", got "${value}"`);
}

function readOrCreateSecret(dataDir: string): string {
  const secretFile = path.join(dataDir, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
}

/**
 * The VAPID key pair kept in DATA_DIR: written to a file of its own, then linked into place, so
 * two processes starting together on one data directory end with the same pair.
 */
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const keyFile = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(keyFile)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(draft, keyFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const keys = JSON.parse(readFileSync(keyFile, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function vapidKeysFrom(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  return readOrCreateVapidKeys(dataDir);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: intFrom(env.PORT, 8080),
    dataDir,
    databaseUrl,
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Freight platform <no-reply@freight.local>',
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    // Demo data only in the embedded mode unless asked for explicitly.
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO === '1' : databaseUrl === undefined,
    loginRateLimitMax: intFrom(env.LOGIN_RATE_LIMIT_MAX, 10),
    loginRateLimitWindowMs: intFrom(env.LOGIN_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    registrationRateLimitMax: intFrom(env.REGISTRATION_RATE_LIMIT_MAX, 30),
    registrationRateLimitWindowMs: intFrom(env.REGISTRATION_RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    questionRateLimitMax: intFrom(env.QUESTION_RATE_LIMIT_MAX, 5),
    questionRateLimitWindowMs: intFrom(env.QUESTION_RATE_LIMIT_WINDOW_MS, 60 * 60 * 1000),
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: env.WEB_DIST_DIR,
    trustProxyHops: intFrom(env.TRUST_PROXY_HOPS, 0),
    writeRateLimitMax: intFrom(env.WRITE_RATE_LIMIT_MAX, 120),
    writeRateLimitWindowMs: intFrom(env.WRITE_RATE_LIMIT_WINDOW_MS, 60 * 1000),
    fileStore: fileStoreFrom(env.FILE_STORE),
    // 10 retries from 30 s, each wait about twice the last: they span roughly 8 to 17 hours.
    mailRetryLimit: intFrom(env.MAIL_RETRY_LIMIT, 10),
    mailRetryDelaySeconds: intFrom(env.MAIL_RETRY_DELAY_SECONDS, 30),
    mailSendTimeoutSeconds: intFrom(env.MAIL_SEND_TIMEOUT_SECONDS, 120),
    jobMaintenanceIntervalSeconds: intFrom(env.JOB_MAINTENANCE_INTERVAL_SECONDS, 60),
    jobPollingIntervalSeconds: intFrom(env.JOB_POLLING_INTERVAL_SECONDS, 2),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 15_000),
    idempotencyClaimTimeoutSeconds: intFrom(env.IDEMPOTENCY_CLAIM_TIMEOUT_SECONDS, 60),
    vapid: {
      ...vapidKeysFrom(env, dataDir),
      // The push services' contact for the sender (RFC 8292 `sub`).
      subject: env.VAPID_SUBJECT ?? 'mailto:no-reply@freight.local',
    },
    pushAllowHttp: env.PUSH_ALLOW_HTTP === '1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${intFrom(env.PORT, 8080)}`).replace(
      /\/+$/,
      '',
    ),
  };
}
