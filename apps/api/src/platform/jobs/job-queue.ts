import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Tx } from '../../db/client.js';
import { withoutValues } from '../errors/error-log.js';
import { sqlExecutorOn } from './transaction-sql-repo.js';

/** The queue's tables live in a schema of their own, created and migrated by pg-boss. */
const JOB_SCHEMA = 'pgboss';

/** How a job of a kind is retried and how long one attempt may run. */
export interface JobRetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the wait before each further retry (with jitter). */
  retryBackoff: boolean;
  /** An attempt still active after this long (its process died) fails and is retried. */
  expireInSeconds: number;
}

/** One kind of background work: its handler, its retries, and its schedule if it has one. */
export interface JobDefinition<Data extends object> {
  name: string;
  policy: JobRetryPolicy;
  /** A cron expression (UTC): the job is queued once per slot, whatever the number of processes. */
  cron?: string;
  /**
   * How many jobs of the queue this process runs at once (1 unless said): a queue fed faster
   * than one job ends (publications at 20 a second, each matched in tens of ms) needs several.
   */
  workers?: number;
  handle(data: Data): Promise<void>;
}

/** When a queued job may first run: at once unless `startAfter` says a later moment. */
export interface EnqueueOptions {
  startAfter?: Date;
}

export interface JobQueue {
  /** Creates the job's queue (idempotent across processes) and remembers its handler. */
  define<Data extends object>(definition: JobDefinition<Data>): Promise<void>;
  /** Queues a job; answers its id. A worker of this process is woken at once to take it. */
  enqueue(name: string, data: object): Promise<string>;
  /**
   * Queues a job in the caller's transaction: it exists if and only if that commits. Call
   * `wake` after the commit, or it waits for the next poll.
   */
  enqueueWithin(tx: Tx, name: string, data: object, options?: EnqueueOptions): Promise<string>;
  /** Queues several jobs of one queue in the caller's transaction, in one statement. */
  enqueueAllWithin(tx: Tx, name: string, data: readonly object[]): Promise<void>;
  /** Wakes this process's worker of a queue to look for jobs now. */
  wake(name: string): void;
  /** Starts this process's workers and schedules: from now on it takes jobs of every process. */
  startWorkers(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running here to end. */
  stop(timeoutMs?: number): Promise<void>;
  /** A job's state as the queue has it (tests and operations). */
  stateOf(name: string, id: string): Promise<string | null>;
}

/** Work on a schedule: not retried, the next slot runs it again; an hour at most per run. */
export const SCHEDULED_JOB_POLICY: JobRetryPolicy = {
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60 * 60,
};

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds: number;
}

/**
 * A PostgreSQL-backed job queue (pg-boss) on the app's own database handle: on PostgreSQL
 * every process shares it (a job is fetched with `FOR UPDATE SKIP LOCKED`, so exactly one
 * worker runs it); in the embedded PGlite mode the one process runs the same queue.
 */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const executor = queueExecutor(options.database, options.log);
  const openBoss = () => {
    const instance = new PgBoss({
      db: executor,
      schema: JOB_SCHEMA,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    });
    instance.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    return instance;
  };
  // pg-boss creates its schema under an advisory lock, yet two processes starting on a new
  // database together can still collide on the schema's name (a unique violation in
  // pg_namespace, seen by the two-instance test): the loser starts again with a new client,
  // and finds the schema there.
  let boss = openBoss();
  await retriedOnConflict(async () => {
    try {
      await boss.start();
    } catch (error) {
      boss = openBoss();
      throw error;
    }
  });

  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string[]>();
  let stopped = false;

  const wake = (name: string) => {
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  };

  /** One worker of the queue: it takes a job at a time and answers its id. */
  const startWorker = async (definition: JobDefinition<object>): Promise<string> => {
    // The first job may end before `work` answers: its worker is then woken by the next poll.
    let ownId: string | undefined = undefined;
    ownId = await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        try {
          await definition.handle(job.data);
        } catch (error) {
          // Failed: pg-boss retries it as the queue's policy says, and keeps the error in
          // `pgboss.job.output`, at rest: without the values a failed query carried.
          options.log.error({ err: error, job: definition.name, jobId: job.id }, 'job failed');
          throw withoutValues(error);
        } finally {
          // pg-boss's worker takes one job, then sleeps out its polling interval: a queue of
          // many (a burst of publications, the jobs a seed left) would drain at one a poll.
          // Told to look again, it fetches at once, and sleeps when it finds none.
          if (ownId) boss.notifyWorker(ownId);
        }
      },
    );
    return ownId;
  };

  return {
    async define(definition) {
      const queue = {
        name: definition.name,
        retryLimit: definition.policy.retryLimit,
        retryDelay: definition.policy.retryDelaySeconds,
        retryBackoff: definition.policy.retryBackoff,
        expireInSeconds: definition.policy.expireInSeconds,
      };
      await retriedOnConflict(() => boss.createQueue(definition.name, queue));
      // createQueue keeps an existing queue as it was; the configuration of today wins.
      await boss.updateQueue(definition.name, queue);
      definitions.set(definition.name, definition);
    },

    async enqueue(name, data) {
      if (stopped) throw new Error(`job queue stopped: no job of ${name} is queued`);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job queue refused a job of ${name}`);
      wake(name);
      return id;
    },

    async enqueueWithin(tx, name, data, enqueueOptions = {}) {
      if (stopped) throw new Error(`job queue stopped: no job of ${name} is queued`);
      const id = await boss.send(name, data, {
        db: sqlExecutorOn(tx),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
      });
      if (!id) throw new Error(`job queue refused a job of ${name}`);
      return id;
    },

    async enqueueAllWithin(tx, name, data) {
      if (stopped) throw new Error(`job queue stopped: no job of ${name} is queued`);
      if (data.length === 0) return;
      // One insert with the queue's own retry and expiry (pg-boss joins its queue row).
      await boss.insert(
        data.map((one) => ({ name, data: one })),
        { db: sqlExecutorOn(tx) },
      );
    },

    wake,

    async startWorkers() {
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        for (let worker = 0; worker < (definition.workers ?? 1); worker += 1) {
          ids.push(await startWorker(definition));
        }
        workerIds.set(definition.name, ids);
        if (definition.cron) await boss.schedule(definition.name, definition.cron);
      }
    },

    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      // Jobs still running when the time is up are failed, hence retried by another process.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await executor.close();
    },

    async stateOf(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
  };
}

/**
 * The queue's way to the database. pg-boss writes the end of a job (`complete` or `fail`, in
 * its manager's `watch`) without awaiting the write, so one still running when the app closes
 * the database after `stop` rejects with no one to catch it. Here `close` waits for the
 * statements in flight; after it, a statement of pg-boss never reaches the database and never
 * settles: it can only be the end of a job that outlived `stop`, which pg-boss already failed
 * when it stopped (to be retried by a process still running), and there is no answer to give.
 */
function queueExecutor(database: DatabaseHandle, log: FastifyBaseLogger) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (closed) {
        log.warn({ statement: text.slice(0, 80) }, 'job queue stopped: statement not sent');
        return new Promise(() => {});
      }
      const statement = database.executeSql(text, values);
      const settled = () => inFlight.delete(statement);
      statement.then(settled, settled);
      inFlight.add(statement);
      return statement;
    },
    async close() {
      closed = true;
      await Promise.allSettled(inFlight);
    },
  };
}

/** PostgreSQL's error code when it broke a deadlock by aborting this transaction. */
const DEADLOCK_DETECTED = '40P01';
/** …and when two transactions created the same name (here: pg-boss's schema) at once. */
const UNIQUE_VIOLATION = '23505';

/**
 * pg-boss 10 creates a queue (its row, then its partition) in a way that deadlocks when two
 * processes start at once and create the same queue, and its schema in a way that can collide
 * on the name; PostgreSQL aborts one of them. Tried again, it finds what the other made.
 */
async function retriedOnConflict(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await create();
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      const conflict = code === DEADLOCK_DETECTED || code === UNIQUE_VIOLATION;
      if (!conflict || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + 100 * attempt * Math.random()));
    }
  }
}
