import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node flags `npm start` gives the API (the root package's `start` script, before
 * `apps/api/dist/server.js`), so the bench measures the process as it runs in production.
 */
export function productionNodeFlags(): string[] {
  const rootPackage = JSON.parse(
    readFileSync(path.join(apiDir, '..', '..', 'package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const command = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+apps\/api\/dist\/server\.js/.exec(
    rootPackage.scripts.start,
  );
  if (!command) throw new Error('the root start script does not run apps/api/dist/server.js');
  return command[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}

export interface RunningApi {
  baseUrl: string;
  /** The API process, whose resident memory and CPU time the soak reads from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiDir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not become healthy');
}

/**
 * Builds the API bundle (as `npm start` runs it, unless told it is built) and starts it against
 * the bench database on a loopback port, logging only warnings so the log does not weigh on the measurement.
 */
export async function startApi(
  databaseUrl: string,
  jwtSecret: string,
  options: {
    build?: boolean;
    /** Variables set for this process beyond the bench's (a pool size, a write limit). */
    env?: Record<string, string>;
    /** Flags for this process beyond BENCH_API_NODE_ARGS. */
    nodeArgs?: string[];
  } = {},
): Promise<RunningApi> {
  // A second instance of the same run reuses the bundle the first built.
  if (options.build ?? true) await run(process.execPath, ['build.mjs']);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freight-bench-'));
  // BENCH_API_NODE_ARGS passes flags to the API processes, e.g. `--cpu-prof` to profile them.
  const nodeArgs = [
    ...productionNodeFlags(),
    ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...(options.nodeArgs ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...options.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  if (child.pid === undefined) throw new Error('the API process has no pid');
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
