import { errorResponseSchema, ValidationMessage } from '@freight/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../errors/app-error.js';
import { fingerprintMultipartBody } from '../files/hash-upload.js';
import { SCHEDULED_JOB_POLICY } from '../jobs/job-queue.js';
import { fencedDatabase } from './idempotency-fence.js';
import {
  claimKey,
  completeClaim,
  deleteExpiredKeys,
  fenceClaim,
  findHeldKey,
  releaseClaim,
  type Claim,
  type HeldKey,
} from './idempotency-repo.js';

/**
 * `Idempotency-Key` on every state-changing request (docs/decisions/031): the first answer to
 * a key is kept, and a retry with the same key and the same request gets it again without the
 * work being done twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route takes no `Idempotency-Key` (sign-in and session calls, questions
     * asked by POST); decision 031 says which and why. Every other write takes one.
     */
    idempotencyKey?: false;
  }

  interface FastifyRequest {
    /** Set while the request holds the claim of its `Idempotency-Key`. */
    idempotency?: IdempotentRequest;
  }
}

interface IdempotentRequest {
  claim: Claim;
  /** The request's hash from what its body said (`null` for a multipart body not read yet). */
  requestHash(): string | null;
  /** Set once the answer is kept or the claim given up. */
  settled: boolean;
}

/** 1–255 printable ASCII characters; a UUID per submit is what the web app sends. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, ValidationMessage.INVALID)
  .optional()
  .describe(
    'A fresh key (a UUID) per submit, the same on every retry of it: the first answer to the ' +
      'key (2xx or 4xx) is given again with `Idempotent-Replayed: true`; the key with another ' +
      'request answers 422, while its first request is at work 409 with `Retry-After`. Keys ' +
      'are per signed-in user (one scope for anonymous callers) and kept 24 hours.',
  );

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The anonymous callers' scope (registration, questions, recovery); see decision 031. */
export const ANONYMOUS_SCOPE = 'anonymous';

/** Stands for the hash of a multipart body until its reader has read it. */
const UNREAD_BODY = 'unread-multipart-body';

/** Whether a route takes an `Idempotency-Key`: every write under /api but the exempt ones. */
export function takesIdempotencyKey(route: Pick<RouteOptions, 'method' | 'url' | 'config'>) {
  const methods = [route.method].flat();
  return (
    route.url.startsWith('/api/') &&
    methods.some((method) => WRITE_METHODS.has(method)) &&
    route.config?.idempotencyKey !== false
  );
}

/** The route's schema with the header (validated: a malformed key is 400) and the refusals. */
function withIdempotencyKey(schema: FastifySchema = {}): FastifySchema {
  const headers = schema.headers;
  const keyHeader = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema };
  const response = (schema.response ?? {}) as Record<number, unknown>;
  return {
    ...schema,
    headers: headers instanceof z.ZodObject ? headers.extend(keyHeader) : z.looseObject(keyHeader),
    response: { 409: errorResponseSchema, 422: errorResponseSchema, ...response },
  };
}

function keyInUse(reply: FastifyReply): AppError {
  reply.header('retry-after', 1);
  return new AppError('IDEMPOTENCY_KEY_IN_USE');
}

function replay(reply: FastifyReply, held: HeldKey & { responseStatus: number }) {
  reply.code(held.responseStatus).header(REPLAYED_HEADER, 'true');
  if (held.responseContentType) reply.header('content-type', held.responseContentType);
  return reply.send(held.responseContentType ? held.responseBody : undefined);
}

/** The answer's text as the onSend hook sees it, or null for one that cannot be kept. */
function storableBody(payload: unknown): string | null {
  if (payload === undefined || payload === null) return '';
  return typeof payload === 'string' ? payload : null;
}

/**
 * Adds the `Idempotency-Key` to every route that takes one: the header and the 409/422
 * answers in its schema (so in the OpenAPI document), the claim after the route's own
 * preHandlers (the guard: the user is known and the write counted, a replay counting like any
 * request), and the answer kept in `onSend`, before compression. Register before any route.
 */
export async function registerIdempotency(app: FastifyInstance): Promise<void> {
  const claimTimeoutMs = app.config.idempotencyClaimTimeoutSeconds * 1000;
  const hashOf = (request: FastifyRequest, body: string) =>
    createHmac('sha256', app.config.jwtSecret)
      .update(`idempotency|${request.method} ${request.url}|${body}`)
      .digest('hex');

  async function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    const caller = { scope: request.authUser?.id ?? ANONYMOUS_SCOPE, key };
    const db = app.database.db;
    // A JSON body is known now, as the route validated it; a multipart body streams in later.
    const jsonHash = request.isMultipart()
      ? null
      : hashOf(request, `json:${JSON.stringify(request.body ?? null)}`);
    const requestHash = () => {
      const fingerprint = request.multipartFingerprint;
      return jsonHash ?? (fingerprint ? hashOf(request, `multipart:${fingerprint}`) : null);
    };
    // A key given up between our two statements is claimed again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claim = await claimKey(db, caller, jsonHash ?? UNREAD_BODY, claimTimeoutMs);
      if (claim) {
        request.idempotency = { claim, requestHash, settled: false };
        return;
      }
      const held = await findHeldKey(db, caller, claimTimeoutMs);
      if (!held) continue;
      // At work, or its work committed a moment ago and its answer is on its way.
      const answerLost = held.committed && held.stale;
      if (held.responseStatus === null && !answerLost) throw keyInUse(reply);
      const hash =
        jsonHash ?? hashOf(request, `multipart:${await fingerprintMultipartBody(request)}`);
      if (hash !== held.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (held.responseStatus === null) throw new AppError('IDEMPOTENCY_ANSWER_LOST');
      return replay(reply, { ...held, responseStatus: held.responseStatus });
    }
    throw keyInUse(reply);
  }

  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    route.schema = withIdempotencyKey(route.schema);
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, claimIdempotencyKey];
  });

  // Only final answers are kept: a 5xx, or an answer that cannot be compared (a multipart
  // body that was never read to its end), gives the key up for a retry to do the work.
  app.addHook('onSend', async (request, reply, payload) => {
    const idempotent = request.idempotency;
    if (!idempotent || idempotent.settled) return payload;
    idempotent.settled = true;
    const requestHash = idempotent.requestHash();
    const body = storableBody(payload);
    if (reply.statusCode >= 500 || requestHash === null || body === null) {
      await releaseClaim(app.database.db, idempotent.claim);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await completeClaim(app.database.db, idempotent.claim, {
      requestHash,
      status: reply.statusCode,
      body,
      contentType: typeof contentType === 'string' ? contentType : null,
    });
    return payload;
  });

  // Keys are kept 24 hours (an expired key acts as new before it is swept).
  await app.jobs.define({
    name: 'sweep-idempotency-keys',
    cron: '23 * * * *',
    policy: SCHEDULED_JOB_POLICY,
    async handle() {
      const removed = await deleteExpiredKeys(app.database.db);
      if (removed > 0) app.log.info({ removed }, 'expired idempotency keys removed');
    },
  });
}

/**
 * The database for the services of `request`: fenced by its claim while it holds one
 * (`fencedDatabase`), so its work and the claim's "work committed" mark commit together.
 */
export function databaseOfRequest(db: Database, request: FastifyRequest): Database {
  const idempotent = request.idempotency;
  if (!idempotent) return db;
  return fencedDatabase(db, async (tx) => {
    if (!(await fenceClaim(tx, idempotent.claim, idempotent.requestHash()))) {
      // A retry took the claim over (this request was taken for dead): undo this work.
      throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    }
  });
}
