import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccessTokenIssuer } from '../src/platform/auth/access-token.js';
import { startApi } from './api-server.js';
import { benchActors } from './bulk-seed.js';
import { loadTest } from './load-test.js';
import { listScenarios } from './orders.js';

/**
 * `npm run bench:profile` (DATABASE_URL and BENCH_DATABASE set): the built API under
 * `node --cpu-prof` while autocannon asks for the load board, then the functions with the most
 * self time and the share of garbage collection, from the `.cpuprofile` V8 writes on exit.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file and line), in microseconds, most first. */
function selfTimes(profile: CpuProfile): { name: string; micros: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const frame = byNode.get(nodeId)?.callFrame;
    if (!frame) return;
    const file = frame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*\/dist\//, 'dist/');
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...totals]
    .map(([name, micros]) => ({ name, micros }))
    .sort((a, b) => b.micros - a.micros);
}

/** The busy time and the functions with the most self time of a `.cpuprofile`. */
function summarize(file: string, requests: number | null): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const times = selfTimes(profile);
  const all = times.reduce((sum, { micros }) => sum + micros, 0);
  const busy = all - (times.find(({ name }) => name.startsWith('(idle)'))?.micros ?? 0);
  console.log(
    `CPU busy ${(busy / 1e6).toFixed(1)} s of ${(all / 1e6).toFixed(1)} s profiled` +
      (requests ? `; ≈ ${(busy / requests / 1000).toFixed(3)} ms per request` : ''),
  );
  for (const { name, micros } of times
    .filter(({ name }) => !name.startsWith('(idle)'))
    .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 30))) {
    console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
}

// `npm run bench:profile -- <file>.cpuprofile` reads a profile taken before.
const given = process.argv.find((argument) => argument.endsWith('.cpuprofile'));
if (given) summarize(given, null);
else await profileLoadBoard();

async function profileLoadBoard(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 25);
  const adminUrl = process.env.DATABASE_URL;
  const database = process.env.BENCH_DATABASE;
  if (!adminUrl || !database) throw new Error('needs DATABASE_URL and BENCH_DATABASE');
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const actors = await benchActors(client);
  await client.end();

  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'freight-profile-'));
  process.env.BENCH_API_NODE_ARGS = `${process.env.BENCH_API_NODE_ARGS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`;
  const secret = randomBytes(32).toString('base64url');
  const api = await startApi(url.toString(), secret);
  // `-- search` profiles the full-text search instead of the load board.
  const scenario = listScenarios(actors)[process.argv.includes('search') ? 1 : 0];
  if (!scenario) throw new Error('no such scenario');
  const token = await createAccessTokenIssuer(secret, 3600).sign(scenario.actor, 0);
  const result = await loadTest(
    scenario.name,
    `${api.baseUrl}${scenario.path}`,
    { authorization: `Bearer ${token}` },
    { connections: Number(process.env.BENCH_CONNECTIONS ?? 50), seconds },
  );
  await api.stop();
  console.log(
    `${scenario.name}: ${result.requestsPerSecond} req/s, p95 ${result.latencyMs.p95} ms · load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );

  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  // The profile also holds the 3 s warm-up, at about the measured rate.
  summarize(path.join(profileDir, file), result.requests * ((seconds + 3) / seconds));
  // BENCH_KEEP_PROFILE=1 keeps the file to read it further (`-- <file>.cpuprofile`).
  if (process.env.BENCH_KEEP_PROFILE) console.log(`profile kept: ${path.join(profileDir, file)}`);
  else rmSync(profileDir, { recursive: true, force: true });
}
