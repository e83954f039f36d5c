import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_SERVER_SCRIPT = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const MAIL_SINK_SCRIPT = path.join(REPO_ROOT, 'e2e/support/mail-sink.mjs');

/** Where the seeded template data directory lies (set by the global setup, read by workers). */
export const TEMPLATE_DATA_DIR_ENV = 'E2E_TEMPLATE_DATA_DIR';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** How much of a process's output a startup failure quotes. */
const OUTPUT_TAIL_CHARS = 4_000;

/** A process this module started: stopping it waits until it has exited. */
export interface StartedProcess {
  stop(): Promise<void>;
}

export interface RunningApiServer extends StartedProcess {
  baseURL: string;
}

export interface RunningMailSink extends StartedProcess {
  /** Where the API delivers mail (SMTP_URL). */
  smtpUrl: string;
  /** Where the specs read what arrived (GET /messages?to=…). */
  httpUrl: string;
}

/** The specs run against the production build: without it they fail with the fix. */
export function assertBuilt(): void {
  for (const file of [API_SERVER_SCRIPT, WEB_INDEX]) {
    if (!existsSync(file)) {
      throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run \`npm run build\` first.`);
    }
  }
}

/** A TCP port free at this moment, chosen by the operating system. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '0.0.0.0');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port found');
  return address.port;
}

function startNode(script: string, env: NodeJS.ProcessEnv, label: string) {
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk);
    // A warning or an error of the server belongs in the test run's output.
    process.stderr.write(`[${label}] ${chunk.toString()}`);
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return { child, exited, stop, output: () => output };
}

/**
 * Starts `node apps/api/dist/server.js` on a free port over `dataDir` (PGlite, seeded with
 * the demo data) and resolves once `/api/health` answers. The port is free when chosen but
 * another process may take it before the server listens: then the server exits at once and
 * is started again on another port.
 */
export async function startApiServer(options: {
  dataDir: string;
  smtpUrl?: string;
  label: string;
}): Promise<RunningApiServer> {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const server = startNode(
      API_SERVER_SCRIPT,
      {
        ...process.env,
        PORT: String(port),
        DATA_DIR: options.dataDir,
        // Always the embedded database, even when DATABASE_URL is set for the API tests.
        DATABASE_URL: '',
        SEED_DEMO: '1',
        // Every spec signs in and registers from one IP; the limits have their API tests.
        LOGIN_RATE_LIMIT_MAX: '1000',
        REGISTRATION_RATE_LIMIT_MAX: '1000',
        QUESTION_RATE_LIMIT_MAX: '1000',
        WRITE_RATE_LIMIT_MAX: '10000',
        LOG_LEVEL: 'warn',
        SMTP_URL: options.smtpUrl ?? '',
      },
      options.label,
    );
    const baseURL = `http://localhost:${port}`;
    const outcome = await Promise.race([
      waitForHealth(`${baseURL}/api/health`).then(() => 'healthy' as const),
      server.exited.then(() => 'exited' as const),
    ]).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    if (outcome === 'healthy') return { baseURL, stop: server.stop };
    const addressTaken = server.output().includes('EADDRINUSE');
    if (!addressTaken || attempt === attempts) {
      throw new Error(`The API server (${options.label}) exited on start:\n${server.output()}`);
    }
  }
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** Starts `e2e/support/mail-sink.mjs` on free ports and resolves once it listens. */
export async function startMailSink(label: string): Promise<RunningMailSink> {
  const sink = startNode(
    MAIL_SINK_SCRIPT,
    { ...process.env, MAIL_SINK_SMTP_PORT: '0', MAIL_SINK_HTTP_PORT: '0' },
    label,
  );
  const lines = createInterface({ input: sink.child.stdout });
  const ready = once(lines, 'line').then(([line]) => JSON.parse(String(line)));
  const outcome = await Promise.race([ready, sink.exited.then(() => undefined)]);
  lines.close();
  if (outcome === undefined) {
    throw new Error(`The mail sink (${label}) exited on start:\n${sink.output()}`);
  }
  const { smtpPort, httpPort } = outcome as { smtpPort: number; httpPort: number };
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    stop: sink.stop,
  };
}
