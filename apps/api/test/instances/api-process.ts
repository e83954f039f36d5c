import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openIsolatedDatabase } from '../test-app.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fresh PostgreSQL database that the server processes of one test file share. */
export interface SharedDatabase {
  database: DatabaseHandle;
  databaseUrl: string;
  dispose: () => Promise<void>;
}

export async function openSharedDatabase(): Promise<SharedDatabase> {
  const isolated = await openIsolatedDatabase();
  if (!isolated.databaseUrl) {
    await isolated.dispose();
    throw new Error("server processes need PostgreSQL (PGlite is one process's database)");
  }
  return { ...isolated, databaseUrl: isolated.databaseUrl };
}

/** What every process of a test runs with: its database, one signing secret, no demo data. */
export function processEnv(
  databaseUrl: string,
  settings: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-instances-secret-that-is-long-enough',
    SEED_DEMO: '0',
    ...settings,
  };
}

export interface ApiProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote, for the failure message of a test. */
  output(): string;
  /** Resolves with the exit signal or code once it ended. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the API's server from its sources (tsx), as its own process, on a port the system
 * picks; resolves once it listens. Its log says where: Fastify's "Server listening at".
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `freight-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = /Server listening at http:\/\/[^:]+:(\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => reject(new Error(`${name} exited (${how}):\n${output}`)));
  });
  return {
    name,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
